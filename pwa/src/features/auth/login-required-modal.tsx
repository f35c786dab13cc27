import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../certificates/certificate-link';
import { Modal } from '../../ui/dialogs';
import { useSharedText } from '../../i18n/shared-text';

/**
 * The one "log in first" dialog, for a visitor (or an expired session) who asked for something an
 * account is needed for. Each place passes the spec's words for it (the editor's Run Code, the
 * quiz levels, enrolment); the action is a link to /login, and a visitor with no account yet is
 * offered Register beside it. The words given may be the shared catalogue's (English): they are
 * shown in the reader's language.
 */
export function LoginRequiredModal({
  opened,
  onClose,
  title,
  text,
  detail,
  action,
  redirect,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** A second line under the text, which is then set in bold. */
  detail?: string;
  /** The link's words; Go to Login when none. */
  action?: string;
  /** A path to return to after signing in (the template the visitor chose). */
  redirect?: string;
}) {
  const { t } = useLingui();
  const tm = useSharedText();
  return (
    <Modal opened={opened} onClose={onClose} title={tm(title)} centered>
      <Stack>
        <Text fw={detail ? 600 : undefined}>{tm(text)}</Text>
        {detail && <Text>{tm(detail)}</Text>}
        {/* Three buttons do not fit a phone's row: there they stack, the main action on top. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button component={Link} to="/register" variant="light">
            <Trans>Register</Trans>
          </Button>
          <ButtonLink to="/login" search={redirect ? { redirect } : {}} data-autofocus>
            {action ? tm(action) : t`Go to Login`}
          </ButtonLink>
        </Flex>
      </Stack>
    </Modal>
  );
}
