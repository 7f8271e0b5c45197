import QRCode from 'qrcode';

/** PDF strings: only printable ASCII, with the three specials escaped. */
const pdfText = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export interface PassPdfInput {
  title: string;
  subtitle: string;
  lines: string[];
  /** What the QR code holds (the pass's verification URL). */
  qrPayload: string;
}

/**
 * A one-page PDF pass (decision 348): title, facts and a QR code drawn as vector squares, so no image
 * codec or font file is needed (Helvetica is one of the PDF standard fonts).
 */
export function buildPassPdf(input: PassPdfInput): Buffer {
  const qr = QRCode.create(input.qrPayload, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = 180 / size;
  const originX = 208;
  const originY = 120;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (qr.modules.get(row, column)) squares.push(`${(originX + column * cell).toFixed(2)} ${(originY + (size - 1 - row) * cell).toFixed(2)} ${cell.toFixed(2)} ${cell.toFixed(2)} re`);
    }
  }
  const text = [
    `BT /F1 22 Tf 48 760 Td (${pdfText(input.title)}) Tj ET`,
    `BT /F1 13 Tf 48 736 Td (${pdfText(input.subtitle)}) Tj ET`,
    ...input.lines.map((line, index) => `BT /F1 11 Tf 48 ${700 - index * 18} Td (${pdfText(line)}) Tj ET`),
    `BT /F1 9 Tf 48 96 Td (${pdfText('Scan to verify this pass with Caskmark.')}) Tj ET`,
  ];
  const content = ['0.10 0.09 0.07 rg', '0 0 0 RG', ...text, '0.88 0.59 0.20 rg 48 790 499 4 re f', '0 0 0 rg', squares.join('\n'), 'f'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
