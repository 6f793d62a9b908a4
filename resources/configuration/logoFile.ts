import { checkLogo, type LogoError } from '../../domain/pngImage';

/** A chosen file's bytes (File.arrayBuffer where the browser has it, a FileReader otherwise). */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** The server's logo rule, applied in the browser before sending (spec §5's messages as i18n keys). */
export async function logoFileProblem(file: File): Promise<LogoError | null> {
  const checked = checkLogo(await readFileBytes(file));
  return checked.ok ? null : checked.error;
}
