import { isWebAddress, messages } from '@institute/shared-schema';
import { notify } from '../../ui/notify';

/**
 * Apply Now (site spec section 5): opens the application link in a new tab with `noopener`, so
 * the employer's page cannot reach this one; a job with no usable link shows the spec's alert
 * and goes nowhere.
 */
export function openApplication(link: string | null | undefined) {
  if (!link || !isWebAddress(link)) return void notify(messages.validation.jobNoLink, 'error', 6000);
  window.open(link, '_blank', 'noopener,noreferrer');
}
