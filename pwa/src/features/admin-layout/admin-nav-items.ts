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
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface AdminNavItem {
  /** Drawn with `i18n._(label)`. */
  label: MessageDescriptor;
  to: NonNullable<LinkProps['to']>;
  icon: Icon;
  /** A count shown beside the label (the unread messages). */
  badge?: 'unreadMessages';
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: msg`Dashboard`, to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: msg`Students`, to: '/admin/users', icon: IconUsers },
  { label: msg`Courses`, to: '/admin/courses', icon: IconSchool },
  { label: msg`Course content`, to: '/admin/course-content', icon: IconFileUpload },
  { label: msg`Live sessions`, to: '/admin/live-sessions', icon: IconVideo },
  { label: msg`Assignments`, to: '/admin/assignments', icon: IconClipboardCheck },
  { label: msg`Messages`, to: '/admin/messages', icon: IconMail, badge: 'unreadMessages' },
  { label: msg`Analytics`, to: '/admin/analytics', icon: IconChartBar },
  { label: msg`Reviews`, to: '/admin/reviews', icon: IconMessageStar },
  { label: msg`Profile`, to: '/admin/profile', icon: IconUser },
  { label: msg`Payment verifications`, to: '/admin/payment-verifications', icon: IconCreditCard },
  { label: msg`Job Portal`, to: '/admin/job-management', icon: IconBriefcase },
  { label: msg`Site content`, to: '/admin/site-content', icon: IconPhoto },
  { label: msg`Audit trail`, to: '/admin/audit', icon: IconHistory },
];

/** The sidebar's width open and collapsed, in px (spec section 9: 280). */
export const sidebarWidth = { open: 280, collapsed: 72 } as const;
