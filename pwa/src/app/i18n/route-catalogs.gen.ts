// Written by scripts/i18n-route-catalogs.mjs (`pnpm --filter @institute/pwa i18n`): do not edit.
// The translation catalogues each route's code draws from, loaded before the route is drawn.
export const routeCatalogs: Record<string, readonly string[]> = {
  "__root__": [
    "app",
    "layout",
    "shared",
    "shared-first"
  ],
  "/": [
    "app",
    "shared"
  ],
  "/about/institutes": [
    "app",
    "shared"
  ],
  "/about/internship": [
    "app"
  ],
  "/about/journey": [
    "app",
    "shared"
  ],
  "/about/mission": [
    "app",
    "shared"
  ],
  "/about/team": [
    "app",
    "shared"
  ],
  "/about/testimonials": [
    "app",
    "shared"
  ],
  "/admin": [
    "app",
    "shared"
  ],
  "/admin/": [
    "app"
  ],
  "/admin/$": [
    "app"
  ],
  "/admin/analytics": [
    "app",
    "shared"
  ],
  "/admin/assignments": [
    "app",
    "shared"
  ],
  "/admin/audit": [
    "app",
    "shared"
  ],
  "/admin/course-content": [
    "app",
    "shared"
  ],
  "/admin/courses": [
    "app",
    "shared"
  ],
  "/admin/dashboard": [
    "app",
    "shared"
  ],
  "/admin/job-management": [
    "app",
    "shared"
  ],
  "/admin/live-sessions": [
    "app",
    "shared"
  ],
  "/admin/messages": [
    "app",
    "shared"
  ],
  "/admin/payment-verifications": [
    "app",
    "shared"
  ],
  "/admin/payments": [
    "app"
  ],
  "/admin/profile": [
    "app",
    "shared"
  ],
  "/admin/reviews": [
    "app",
    "shared"
  ],
  "/admin/site-content": [
    "app",
    "shared"
  ],
  "/admin/users": [
    "app",
    "shared"
  ],
  "/certificate.html": [
    "app"
  ],
  "/certificates/$id": [
    "app",
    "shared"
  ],
  "/change-password": [
    "app",
    "shared"
  ],
  "/contact": [
    "app",
    "shared"
  ],
  "/course/$courseId": [
    "app"
  ],
  "/courses": [
    "app",
    "shared"
  ],
  "/forgot-password": [
    "app",
    "shared"
  ],
  "/gallery": [
    "app",
    "shared"
  ],
  "/login": [
    "app",
    "shared"
  ],
  "/placements": [
    "app",
    "shared"
  ],
  "/privacy-policy": [
    "app",
    "layout"
  ],
  "/register": [
    "app",
    "shared"
  ],
  "/reset-password": [
    "app",
    "shared"
  ],
  "/services/editor": [
    "app",
    "shared"
  ],
  "/services/job-portal/": [
    "app",
    "shared"
  ],
  "/services/job-portal/$id": [
    "app",
    "shared"
  ],
  "/services/quiz": [
    "app",
    "shared"
  ],
  "/services/resume-builder/": [
    "app",
    "shared"
  ],
  "/services/resume-builder/templates/$templateId": [
    "app",
    "shared"
  ],
  "/student/$studentId": [
    "app",
    "shared"
  ],
  "/student/continue-learning/$courseId": [
    "app",
    "shared"
  ],
  "/student/courses": [
    "app"
  ],
  "/student/dashboard": [
    "app",
    "shared"
  ],
  "/student/profile": [
    "app",
    "shared"
  ],
  "/terms": [
    "app",
    "layout"
  ]
};
