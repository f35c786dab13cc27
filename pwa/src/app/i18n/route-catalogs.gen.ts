// Written by scripts/i18n-route-catalogs.mjs (`pnpm --filter @institute/pwa i18n`): do not edit.
// The translation catalogues each route's code draws from, loaded before the route is drawn.
export const routeCatalogs: Record<string, readonly string[]> = {
  "__root__": [
    "layout",
    "shared",
    "shared-first"
  ],
  "/": [
    "shared"
  ],
  "/about/institutes": [
    "shared"
  ],
  "/about/internship": [],
  "/about/journey": [
    "shared"
  ],
  "/about/mission": [
    "shared"
  ],
  "/about/team": [
    "shared"
  ],
  "/about/testimonials": [
    "shared"
  ],
  "/admin": [
    "shared"
  ],
  "/admin/": [],
  "/admin/$": [],
  "/admin/analytics": [
    "shared"
  ],
  "/admin/assignments": [
    "shared"
  ],
  "/admin/audit": [
    "shared"
  ],
  "/admin/course-content": [
    "shared"
  ],
  "/admin/courses": [
    "shared"
  ],
  "/admin/dashboard": [
    "shared"
  ],
  "/admin/job-management": [
    "shared"
  ],
  "/admin/live-sessions": [
    "shared"
  ],
  "/admin/messages": [
    "shared"
  ],
  "/admin/payment-verifications": [
    "shared"
  ],
  "/admin/payments": [],
  "/admin/profile": [
    "shared"
  ],
  "/admin/reviews": [
    "shared"
  ],
  "/admin/site-content": [
    "shared"
  ],
  "/admin/users": [
    "shared"
  ],
  "/certificate.html": [],
  "/certificates/$id": [
    "shared"
  ],
  "/change-password": [
    "shared"
  ],
  "/contact": [
    "shared"
  ],
  "/course/$courseId": [],
  "/courses": [
    "shared"
  ],
  "/forgot-password": [
    "shared"
  ],
  "/gallery": [
    "shared"
  ],
  "/login": [
    "shared"
  ],
  "/placements": [
    "shared"
  ],
  "/privacy-policy": [
    "layout"
  ],
  "/register": [
    "shared"
  ],
  "/reset-password": [
    "shared"
  ],
  "/services/editor": [
    "shared"
  ],
  "/services/job-portal/": [
    "shared"
  ],
  "/services/job-portal/$id": [
    "shared"
  ],
  "/services/quiz": [
    "shared"
  ],
  "/services/resume-builder/": [
    "shared"
  ],
  "/services/resume-builder/templates/$templateId": [
    "shared"
  ],
  "/student/$studentId": [
    "shared"
  ],
  "/student/continue-learning/$courseId": [
    "shared"
  ],
  "/student/courses": [],
  "/student/dashboard": [
    "shared"
  ],
  "/student/profile": [
    "shared"
  ],
  "/terms": [
    "layout"
  ]
};
