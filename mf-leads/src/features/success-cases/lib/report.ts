import { getSiteConfig } from 'shared';
import bundledReportUrl from '../assets/casos-de-exito.pdf';

/**
 * Where the report lives: the configured link, or else the PDF this remote
 * serves itself. An imported asset resolves against the remote's public path,
 * so it points at the leads origin, not the shell's.
 */
export function reportPdfUrl(): string {
  return getSiteConfig().reportPdfUrl || bundledReportUrl;
}

function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/**
 * Browsers ignore `download` on links to another origin (the report is served
 * by the leads remote, the page by the shell), so the file is fetched and saved
 * through a same-origin blob URL. If that fails (no CORS on a configured link,
 * offline), the file opens in a new tab instead, so the visitor still gets it.
 */
async function downloadReport(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}

/** Click handler of the download link: native download when same-origin, blob download otherwise. */
export function onDownloadClick(event: { preventDefault: () => void }, url: string, fileName: string): void {
  if (isSameOrigin(url)) return;
  event.preventDefault();
  void downloadReport(url, fileName);
}
