"""Reads a CSV export with Python's csv module as a German Excel splits it, prints the rows as JSON.

encoding utf-8-sig drops the byte order mark (and insists on UTF-8); delimiter ';' as the portal writes.
"""
import csv
import json
import sys

with open(sys.argv[1], 'rb') as f:
    bom = f.read(3) == b'\xef\xbb\xbf'
with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:
    rows = list(csv.reader(f, delimiter=';'))
json.dump({'bom': bom, 'rows': rows}, sys.stdout, ensure_ascii=False)
