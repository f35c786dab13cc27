/**
 * The administrator's sidebar, one list (issue 19): every admin page built so far, in the spec's
 * order (site spec section 2). A page joins the sidebar by adding its item here, nothing else.
 */
import {
  IconBriefcase,
  IconClipboardCheck,
  IconChartBar,
  IconCreditCard,
  IconFileUpload,
  IconHistory,
  IconVideo,
  IconLayoutDashboard,
  IconMail,
  IconPhoto,
  IconMessageStar,
  IconSchool,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

export interface AdminNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: Icon;
  /** A count shown beside the label (the unread messages). */
  badge?: 'unreadMessages';
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'Students', to: '/admin/users', icon: IconUsers },
  { label: 'Courses', to: '/admin/courses', icon: IconSchool },
  { label: 'Course content', to: '/admin/course-content', icon: IconFileUpload },
  { label: 'Live sessions', to: '/admin/live-sessions', icon: IconVideo },
  { label: 'Assignments', to: '/admin/assignments', icon: IconClipboardCheck },
  { label: 'Messages', to: '/admin/messages', icon: IconMail, badge: 'unreadMessages' },
  { label: 'Analytics', to: '/admin/analytics', icon: IconChartBar },
  { label: 'Reviews', to: '/admin/reviews', icon: IconMessageStar },
  { label: 'Profile', to: '/admin/profile', icon: IconUser },
  { label: 'Payment verifications', to: '/admin/payment-verifications', icon: IconCreditCard },
  { label: 'Job Portal', to: '/admin/job-management', icon: IconBriefcase },
  { label: 'Site content', to: '/admin/site-content', icon: IconPhoto },
  { label: 'Audit trail', to: '/admin/audit', icon: IconHistory },
];

/** The sidebar's width open and collapsed, in px (spec section 9: 280). */
export const sidebarWidth = { open: 280, collapsed: 72 } as const;
