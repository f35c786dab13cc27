// Written by scripts/i18n-route-catalogs.mjs (`pnpm --filter @institute/pwa i18n`): do not edit.
// The translation catalogues each route's code draws from, loaded before the route is drawn.
export const routeCatalogs: Record<string, readonly string[]> = {
  "__root__": [
    "app",
    "auth",
    "layout",
    "notifications",
    "pwa",
    "shared-first",
    "sync"
  ],
  "/": [
    "app",
    "home"
  ],
  "/about/institutes": [
    "app",
    "site-content"
  ],
  "/about/internship": [
    "app",
    "site-content"
  ],
  "/about/journey": [
    "app",
    "site-content"
  ],
  "/about/mission": [
    "app",
    "site-content"
  ],
  "/about/team": [
    "app",
    "shared",
    "site-content"
  ],
  "/about/testimonials": [
    "app",
    "shared",
    "testimonials"
  ],
  "/admin": [
    "admin-layout",
    "admin-messages",
    "app",
    "auth",
    "shared"
  ],
  "/admin/": [
    "app",
    "auth"
  ],
  "/admin/$": [
    "app"
  ],
  "/admin/analytics": [
    "admin-analytics",
    "app",
    "auth",
    "certificates",
    "shared"
  ],
  "/admin/assignments": [
    "admin-assignments",
    "app",
    "auth",
    "shared"
  ],
  "/admin/audit": [
    "admin-audit",
    "app",
    "auth",
    "shared"
  ],
  "/admin/course-content": [
    "admin-course-content",
    "app",
    "auth",
    "shared"
  ],
  "/admin/courses": [
    "admin-courses",
    "app",
    "auth",
    "courses",
    "shared"
  ],
  "/admin/dashboard": [
    "admin-dashboard",
    "app",
    "auth",
    "shared"
  ],
  "/admin/job-management": [
    "admin-jobs",
    "app",
    "auth",
    "shared"
  ],
  "/admin/live-sessions": [
    "admin-live-sessions",
    "app",
    "auth",
    "shared"
  ],
  "/admin/messages": [
    "admin-messages",
    "app",
    "auth",
    "shared"
  ],
  "/admin/payment-verifications": [
    "admin-payments",
    "app",
    "auth",
    "profile",
    "shared"
  ],
  "/admin/payments": [
    "app",
    "auth"
  ],
  "/admin/profile": [
    "app",
    "auth",
    "profile",
    "public-profile",
    "shared"
  ],
  "/admin/reviews": [
    "admin-reviews",
    "app",
    "auth",
    "shared"
  ],
  "/admin/site-content": [
    "admin-site-content",
    "app",
    "auth",
    "shared"
  ],
  "/admin/users": [
    "admin-users",
    "app",
    "auth",
    "shared"
  ],
  "/certificate.html": [
    "app",
    "certificates",
    "resume"
  ],
  "/certificates/$id": [
    "app",
    "certificates",
    "shared"
  ],
  "/change-password": [
    "app",
    "auth",
    "shared"
  ],
  "/contact": [
    "app",
    "contact",
    "shared"
  ],
  "/course/$courseId": [
    "app"
  ],
  "/courses": [
    "app",
    "auth",
    "certificates",
    "courses",
    "payments",
    "shared"
  ],
  "/forgot-password": [
    "app",
    "auth",
    "shared"
  ],
  "/gallery": [
    "app",
    "shared",
    "site-content"
  ],
  "/login": [
    "app",
    "auth",
    "shared"
  ],
  "/placements": [
    "app",
    "shared",
    "site-content"
  ],
  "/privacy-policy": [
    "app",
    "layout",
    "legal"
  ],
  "/register": [
    "app",
    "auth",
    "shared"
  ],
  "/reset-password": [
    "app",
    "auth",
    "shared"
  ],
  "/services/editor": [
    "app",
    "auth",
    "certificates",
    "editor",
    "shared"
  ],
  "/services/job-portal/": [
    "app",
    "jobs",
    "shared"
  ],
  "/services/job-portal/$id": [
    "app",
    "jobs",
    "shared"
  ],
  "/services/quiz": [
    "app",
    "auth",
    "certificates",
    "quiz",
    "shared"
  ],
  "/services/resume-builder/": [
    "app",
    "auth",
    "certificates",
    "resume",
    "shared"
  ],
  "/services/resume-builder/templates/$templateId": [
    "app",
    "resume",
    "shared"
  ],
  "/student/$studentId": [
    "app",
    "certificates",
    "public-profile",
    "shared"
  ],
  "/student/continue-learning/$courseId": [
    "app",
    "auth",
    "learning",
    "shared"
  ],
  "/student/courses": [
    "app",
    "auth"
  ],
  "/student/dashboard": [
    "app",
    "auth",
    "payments",
    "shared",
    "student"
  ],
  "/student/profile": [
    "app",
    "auth",
    "profile",
    "public-profile",
    "shared"
  ],
  "/terms": [
    "app",
    "layout",
    "legal"
  ]
};
