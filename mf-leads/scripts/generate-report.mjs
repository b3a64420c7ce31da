// @ts-check
// Generates the success-cases report (Spanish PDF) served by mf-leads:
//   node mf-leads/scripts/generate-report.mjs   (or: npm run report -w mf-leads)
// The cases come from the same data file as the page. CreationDate is fixed, so
// the document ID and every byte are the same on each run. The build makes the PDF it
// publishes the same way (scripts/report-loader.mjs); the committed copy is for reading.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

const root = join(import.meta.dirname, '..');
export const REPORT_PATH = join(root, 'src/features/success-cases/assets/casos-de-exito.pdf');
const CASES_PATH = join(root, 'content/cases.json');
const TEXT_PATH = join(root, 'content/report.json');
/** The content files the report is made from. */
export const CONTENT_FILES = [CASES_PATH, TEXT_PATH];

/** Contact details printed in the report; the defaults of the site configuration. */
export const REPORT_CONTACT = {
  brandName: 'Intenta',
  contactEmail: process.env.PUBLIC_CONTACT_EMAIL || 'info@intenta.example',
  siteUrl: process.env.PUBLIC_SITE_URL || 'https://intenta.example',
  postalAddress: 'North Miami, FL 33161, USA',
};

const FIXED_DATE = new Date('2025-10-01T00:00:00.000Z');
const INK = '#111827';
const MUTED = '#4b5563';
const PRIMARY = '#4338ca';
const ACCENT = '#0f766e';
const SURFACE = '#eceffd';

/** @typedef {import('../content/collections.ts').SuccessCase} SuccessCase */
/** @typedef {import('../content/collections.ts').ReportText} ReportText */

/**
 * `text` with each `{key}` of `values` in its place.
 * @param {string} text
 * @param {Record<string, string | number>} values
 */
function fillIn(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

/** @typedef {InstanceType<typeof PDFDocument>} Doc */
/**
 * What every page is drawn with: the document, the report's text, the contact details and
 * the width of the text column.
 * @typedef {{ doc: Doc, text: ReportText, contact: typeof REPORT_CONTACT, width: number }} Page
 */

/** @param {ReportText} text @param {typeof REPORT_CONTACT} contact */
function openDocument(text, contact) {
  return new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'es-ES',
    displayTitle: true,
    info: {
      Title: text.info.title,
      Author: contact.brandName,
      Subject: text.info.subject,
      Keywords: text.info.keywords,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
}

/**
 * The document's bytes, once it has ended.
 * @param {Doc} doc
 * @returns {Promise<Buffer>}
 */
function collectBytes(doc) {
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

/**
 * The footer sits in the bottom margin; with the margin in force pdfkit would
 * break to a new page, so it is lifted while the footer is written.
 * @param {Page} page
 * @param {number} n the page number
 */
function drawFooter({ doc, text, contact, width }, n) {
  const { bottom } = doc.page.margins;
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(fillIn(text.footer, { brand: contact.brandName, page: n }), 56, doc.page.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
}

/** One case's highlight on the cover, at `y`. @param {Page} page @param {SuccessCase} c @param {number} y */
function drawCoverHighlight({ doc, width }, c, y) {
  doc.roundedRect(56, y, width, 70, 10).fill(SURFACE);
  doc
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(c.result, 76, y + 20, { lineBreak: false });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${c.metric} · ${c.company}`, 190, y + 20, { width: width - 150 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${c.sector}, ${c.location}`, 190, y + 40, { width: width - 150 });
}

/** Page 1: the cover, with one highlight per case. @param {Page} page @param {SuccessCase[]} cases */
function drawCover(page, cases) {
  const { doc, text, contact, width } = page;
  doc.rect(0, 0, doc.page.width, 300).fill(PRIMARY);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text(contact.brandName, 56, 64);
  doc.fontSize(40).text(text.cover.title, 56, 140);
  doc.font('Helvetica').fontSize(15).text(text.cover.lead, 56, 200, { width });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(text.cover.highlightsHeading, 56, 350);
  let y = 390;
  for (const c of cases) {
    drawCoverHighlight(page, c, y);
    y += 86;
  }
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(text.cover.inThisReport, 56, y + 16, { width });
  drawFooter(page, 1);
}

/**
 * A case's table of figures (indicator, before, after), from `row` down.
 * @param {Page} page
 * @param {SuccessCase} c
 * @param {number} row
 * @returns {number} where the table ends
 */
function drawFigures({ doc, text, width }, c, row) {
  doc.font('Helvetica-Bold').fontSize(14).text(text.case.figuresHeading, 56, row);
  row += 28;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
  doc.text(text.case.indicator, 56, row, { width: 250 });
  doc.text(text.case.before, 320, row, { width: 90 });
  doc.text(text.case.after, 420, row, { width: 90 });
  row += 20;
  for (const f of c.figures) {
    doc
      .moveTo(56, row - 6)
      .lineTo(56 + width, row - 6)
      .lineWidth(0.5)
      .strokeColor('#d4d8e6')
      .stroke();
    doc.font('Helvetica').fontSize(12).fillColor(INK).text(f.label, 56, row, { width: 250 });
    doc.text(f.before, 320, row, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(ACCENT).text(f.after, 420, row, { width: 90 });
    row += 34;
  }
  return row;
}

/** A case's quote with its author, ruled on the left, at `row`. @param {Page} page @param {SuccessCase} c @param {number} row */
function drawQuote({ doc, width }, c, row) {
  doc
    .font('Helvetica-Oblique')
    .fontSize(14)
    .fillColor(INK)
    .text(`“${c.quote}”`, 76, row, { width: width - 20 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${c.author}, ${c.role}, ${c.company}`, 76, doc.y + 10, { width: width - 20 });
  doc.rect(56, row, 4, doc.y - row).fill(PRIMARY);
}

/**
 * Pages 2-4: one page per case.
 * @param {Page} page
 * @param {SuccessCase} c
 * @param {number} i the case's index
 * @param {number} count how many cases there are
 */
function drawCasePage(page, c, i, count) {
  const { doc, text, width } = page;
  doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      fillIn(text.case.position, { number: i + 1, count, sector: c.sector, location: c.location }),
      56,
      56,
    );
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(c.company, 56, 80);
  doc.font('Helvetica-Bold').fontSize(48).fillColor(PRIMARY).text(`${c.result} ${c.metric}`, 56, 124);
  doc.font('Helvetica').fontSize(12).fillColor(INK).text(c.summary, 56, 196, { width });
  const row = drawFigures(page, c, doc.y + 24);
  drawQuote(page, c, row + 16);
  drawFooter(page, i + 2);
}

/** Page 5: the averages across the cases. @param {Page} page @param {number} n the page number */
function drawAveragesPage(page, n) {
  const { doc, text, width } = page;
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(text.averages.heading, 56, 56);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(text.averages.lead, 56, 98, {
    width,
  });
  let y = 150;
  for (const { figure, label, text: detail } of text.averages.items) {
    doc.roundedRect(56, y, width, 96, 10).fill(SURFACE);
    doc
      .font('Helvetica-Bold')
      .fontSize(30)
      .fillColor(PRIMARY)
      .text(figure, 76, y + 30, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(INK)
      .text(label, 230, y + 24, { width: width - 190 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(detail, 230, y + 46, { width: width - 190 });
    y += 112;
  }
  drawFooter(page, n);
}

/**
 * One contact line: its label, then its value (a link when `link` is given).
 * @param {Page} page
 * @param {string} label
 * @param {string} value
 * @param {string} [link] the address the value links to
 */
function drawContactLine({ doc, width }, label, value, link) {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(MUTED).text(label, 56, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(link ? PRIMARY : INK)
    .text(value, 56, doc.y + 2, { width, link, underline: Boolean(link) });
  doc.moveDown(1);
}

/** Page 6: how to get in touch. @param {Page} page @param {number} n the page number */
function drawContactPage(page, n) {
  const { doc, text, contact, width } = page;
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(text.contact.heading, 56, 56, {
    width,
  });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(INK)
    .text(text.contact.text, 56, doc.y + 16, { width });
  doc.moveDown(1.5);
  drawContactLine(page, text.contact.email, contact.contactEmail, `mailto:${contact.contactEmail}`);
  drawContactLine(page, text.contact.website, contact.siteUrl, contact.siteUrl);
  drawContactLine(page, text.contact.address, contact.postalAddress);
  drawFooter(page, n);
}

/**
 * The report as bytes. Pure: same input, same bytes.
 * @param {typeof REPORT_CONTACT} [contact]
 * @returns {Promise<Buffer>}
 */
export function generateReport(contact = REPORT_CONTACT) {
  /** @type {{ cases: SuccessCase[] }} */
  const { cases } = JSON.parse(readFileSync(CASES_PATH, 'utf8'));
  /** @type {ReportText} */
  const text = JSON.parse(readFileSync(TEXT_PATH, 'utf8'));
  const doc = openDocument(text, contact);
  const done = collectBytes(doc);
  /** @type {Page} */
  const page = { doc, text, contact, width: doc.page.width - 112 };

  drawCover(page, cases);
  cases.forEach((c, i) => drawCasePage(page, c, i, cases.length));
  drawAveragesPage(page, cases.length + 2);
  drawContactPage(page, cases.length + 3);

  doc.end();
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await generateReport();
  writeFileSync(REPORT_PATH, bytes);
  console.log(`Wrote ${REPORT_PATH} (${bytes.length} bytes)`);
}
