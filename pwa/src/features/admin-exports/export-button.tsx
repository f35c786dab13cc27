/**
 * Downloads one of the administrator's CSV exports (issue 19). The file needs the bearer token, so
 * it is fetched and saved through an object URL rather than followed as a plain link.
 */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { adminExportsApi, exportFileName, messages, pathOf, type ExportKind } from '@institute/shared-schema';
import { fetchObjectUrl } from '../../api/http';
import { notify } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';
import { touchTarget } from '../../ui/touch';

export function ExportButton({ kind, label }: { kind: ExportKind; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = await fetchObjectUrl(pathOf(adminExportsApi.csv.path, { kind }));
      saveFile({ url }, exportFileName(kind, new Date().toISOString().slice(0, 10)));
    } catch {
      void notify(messages.adminExports.failed, 'error', 6000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      mih={touchTarget}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
