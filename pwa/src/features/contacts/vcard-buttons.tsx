import { useRef, useState, type ChangeEvent } from 'react';
import { Icon } from '@pwa/components/icons';
import { notify, notifyDetails, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { exportContacts, NO_FILTER, useImportVcf, type ContactFilter } from './contacts.api';

/**
 * Export the contacts as a .vcf or .csv file — every one, or while the list is searched or shows
 * one event, the ones shown; import contacts from a .vcf (phones' address books export these).
 */
export function VcardButtons({ canExport, filter = NO_FILTER }: { canExport: boolean; filter?: ContactFilter }) {
  const found = filter.search.trim() !== '' || filter.event !== '';
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<'vcf' | 'csv' | null>(null);
  const importVcf = useImportVcf();

  const onExport = async (format: 'vcf' | 'csv') => {
    setExporting(format);
    try {
      await exportContacts(format, filter);
    } catch (error) {
      notifyError('Export Failed', failureText(error, 'Failed to export contacts'));
    } finally {
      setExporting(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importVcf.mutate(file, {
      onSuccess: ({ imported, skipped, skippedCards }) => {
        const summary = `${imported} ${imported === 1 ? 'contact' : 'contacts'} imported${skipped ? `, ${skipped} skipped` : ''}.`;
        // A skipped card says which one and why, so nobody wonders where a contact went.
        if (skipped === 0) notify('Contacts Imported', summary);
        else notifyDetails('Contacts Imported', summary, skippedCards.map((c) => `Card ${c.row}${c.name ? ` (${c.name})` : ''}: ${c.reason}`));
      },
      onError: (error) => notifyError('Import Failed', failureText(error, 'Failed to import contacts')),
    });
  };

  // The export buttons are drawn afresh when the device's copy first holds contacts (keyed by it):
  // a button enabled in place fades its colour in (daisyUI's .btn transition), and each frame of that
  // fade repainted the whole list on the main thread during the first catch-up (issue 12: 0.2 s of
  // frames in Lighthouse's blocking time on the contacts list).
  return (
    <div className="flex flex-wrap gap-1">
      <button key={`vcf-${canExport}`} type="button" className="btn btn-sm btn-ghost" onClick={() => onExport('vcf')} disabled={!canExport || exporting !== null}>
        {exporting === 'vcf' ? <span className="loading loading-spinner loading-xs" /> : <Icon name="download" className="h-4 w-4" />}
        {found ? 'Export found (vCard)' : 'Export vCard'}
      </button>
      <button key={`csv-${canExport}`} type="button" className="btn btn-sm btn-ghost" onClick={() => onExport('csv')} disabled={!canExport || exporting !== null}>
        {exporting === 'csv' ? <span className="loading loading-spinner loading-xs" /> : <Icon name="download" className="h-4 w-4" />}
        {found ? 'Export found (CSV)' : 'Export CSV'}
      </button>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => input.current?.click()} disabled={importVcf.isPending}>
        {importVcf.isPending ? <span className="loading loading-spinner loading-xs" /> : <Icon name="upload" className="h-4 w-4" />}
        Import .vcf
      </button>
      <input ref={input} type="file" accept=".vcf,.vcard,text/vcard,text/x-vcard" className="hidden" onChange={onFile} aria-label="vCard file to import" />
    </div>
  );
}
