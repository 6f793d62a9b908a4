/** Hands a downloaded file to the browser through an <a download>, which saves it under the server's name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser has the file by the next tick; the object URL would otherwise stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
