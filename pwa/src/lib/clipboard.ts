/**
 * Copies text. The Clipboard API exists only in secure contexts (https, localhost); a phone on
 * the office network over plain http falls back to a hidden text area and execCommand.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy is not available in this browser');
  } finally {
    area.remove();
  }
}
