"""Reads the first sheet of an .xlsx with Python's zipfile and ElementTree only (no openpyxl), prints it as JSON.

Each cell: its reference, its XML type (s shared string, n number, b boolean, inlineStr, str), its value (shared strings
resolved), its number format code (built-in ids named) and whether its font is bold; plus the sheet name, the frozen
pane and the column widths.
"""
import json
import re
import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
R = '{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id'
BUILTIN = {0: 'General', 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 14: 'mm-dd-yy', 22: 'm/d/yy h:mm', 49: '@'}


def text(node):
    return ''.join(t.text or '' for t in node.iter('{%s}t' % NS['m']))


with zipfile.ZipFile(sys.argv[1]) as z:
    names = z.namelist()
    book = ET.fromstring(z.read('xl/workbook.xml'))
    sheet_name = book.find('m:sheets/m:sheet', NS).get('name')
    shared = [text(si) for si in ET.fromstring(z.read('xl/sharedStrings.xml')).findall('m:si', NS)] if 'xl/sharedStrings.xml' in names else []
    styles = ET.fromstring(z.read('xl/styles.xml'))
    formats = dict(BUILTIN)
    for nf in styles.findall('m:numFmts/m:numFmt', NS):
        formats[int(nf.get('numFmtId'))] = nf.get('formatCode')
    fonts = [f.find('m:b', NS) is not None and f.find('m:b', NS).get('val', '1') not in ('0', 'false') for f in styles.findall('m:fonts/m:font', NS)]
    xfs = [(int(x.get('numFmtId', 0)), int(x.get('fontId', 0))) for x in styles.findall('m:cellXfs/m:xf', NS)]
    sheet = ET.fromstring(z.read('xl/worksheets/sheet1.xml'))

cells = {}
for c in sheet.iter('{%s}c' % NS['m']):
    kind = c.get('t', 'n')
    v = c.find('m:v', NS)
    value = text(c.find('m:is', NS)) if kind == 'inlineStr' else (v.text if v is not None else None)
    if kind == 's' and value is not None:
        value = shared[int(value)]
    elif kind == 'n' and value is not None:
        value = float(value)
    fmt, font = xfs[int(c.get('s', 0))] if xfs else (0, 0)
    cells[c.get('r')] = {'type': kind, 'value': value, 'format': formats.get(fmt, str(fmt)), 'bold': fonts[font] if font < len(fonts) else False,
                         'formula': c.find('m:f', NS) is not None}
pane = sheet.find('m:sheetViews/m:sheetView/m:pane', NS)
widths = {int(col.get('min')): float(col.get('width')) for col in sheet.findall('m:cols/m:col', NS)}
rows = max((int(re.sub(r'^[A-Z]+', '', ref)) for ref in cells), default=0)
json.dump({'sheet': sheet_name, 'cells': cells, 'rows': rows, 'widths': widths,
           'frozen': pane is not None and pane.get('state') == 'frozen' and pane.get('ySplit') == '1'}, sys.stdout, ensure_ascii=False)
