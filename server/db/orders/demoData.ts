/** Realistic German parties, goods and packagings the order generator draws from. */
export const COMPANIES = [
  'Hanseatische Kaffeerösterei GmbH', 'Müller Maschinenbau AG', 'Bäckerei Sonnenschein KG', 'Elbe Papierwerke GmbH',
  'Schmidt & Söhne Baustoffe', 'Nordsee Fischhandel GmbH', 'Weser Elektrotechnik GmbH', 'Alpenland Käserei eG',
  'Rheinische Druckerei GmbH', 'Becker Möbelmanufaktur', 'Lüneburger Getränkevertrieb', 'Fischer Autoteile GmbH',
  'Holsten Gartenbedarf KG', 'Schulz Medizintechnik GmbH', 'Wagner Farben & Lacke', 'Hoffmann Textil GmbH',
  'Koch Feinkost Import', 'Richter Stahlhandel GmbH', 'Klein Spielwaren OHG', 'Wolf Chemie GmbH',
  'Neumann Büroausstattung', 'Schwarz Landtechnik GmbH', 'Zimmermann Holzbau', 'Braun Pharma Logistik',
];
export const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Am Hafen', 'Gewerbering', 'Lindenallee',
  'Mühlenweg', 'Schillerstraße', 'Kanalstraße', 'Robert-Bosch-Straße', 'Dieselstraße', 'Speicherstadt'];
export const CONTACTS = ['Frau Albers', 'Herr Brandt', 'Frau Claßen', 'Herr Dietrich', 'Frau Engel', 'Herr Friedrich'];
export const GOODS = ['Maschinenteile', 'Kaffee in Säcken', 'Backwaren', 'Druckerzeugnisse', 'Büromöbel', 'Getränke',
  'Ersatzteile', 'Farben und Lacke', 'Textilien', 'Baustoffe', 'Elektrokleinteile', 'Lebensmittel gekühlt'];
/** Dangerous goods: UN number, class, name, packaging id. */
export const DANGEROUS = [
  { unnr: 1263, klasse: '3', bezeichnung: 'FARBE' }, { unnr: 1203, klasse: '3', bezeichnung: 'BENZIN' },
  { unnr: 1950, klasse: '2', bezeichnung: 'DRUCKGASPACKUNGEN' }, { unnr: 3082, klasse: '9', bezeichnung: 'UMWELTGEFÄHRDENDER STOFF, FLÜSSIG, N.A.G.' },
];
