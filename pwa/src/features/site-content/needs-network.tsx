import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Said in place of something that needs the network (a video not loaded yet) while the device is offline. */
export function NeedsNetwork({ message }: { message: string }) {
  return (
    <Alert color="gray" icon={<IconWifiOff size={18} />} role="status" data-testid="needs-network">
      {message}
    </Alert>
  );
}
