import { createFileRoute } from '@tanstack/react-router';
import { ResumeLandingPage } from '../../../features/resume/resume-landing-page';

/** The resume builder's landing page: open to visitors (using a template asks them to log in). */
export const Route = createFileRoute('/services/resume-builder/')({ component: ResumeLandingPage });
