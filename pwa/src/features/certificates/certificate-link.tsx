/**
 * Mantine's Button and Anchor as router links to the certificate page. Mantine's polymorphic
 * `component={Link}` loses the router's types for `search`; `createLink` keeps them.
 */
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

export const ButtonLink = createLink((props: ButtonProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }) => (
  <Button component="a" {...props} />
));

export const AnchorLink = createLink((props: AnchorProps & AnchorAttributes & { ref?: Ref<HTMLAnchorElement> }) => (
  <Anchor component="a" {...props} />
));
