/** Whether the visitor asked the browser to save data (Chromium's Data Saver, Save-Data). */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
