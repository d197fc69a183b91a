/** '{file name without extension}_response_letter.pdf' (spec §7), for the download and as the mail's fallback. */
export function pdfFileName(fileName: string): string {
  const stem = fileName.replace(/\.[^./\\]*$/, '') || 'invitation';
  return `${stem}_response_letter.pdf`;
}
