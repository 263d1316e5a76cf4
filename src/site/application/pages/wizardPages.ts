/**
 * The two pages of the application wizard in a chunk of their own, apart from the area's other form pages
 * (index.ts): the lookups and the default form validate with zod as they paint, the wizard only once the
 * applicant has touched it (docs/decisions/0055-few-chunks-per-page.md § The application form).
 */
export { ApplicationFormPage } from './ApplicationFormPage.tsx';
export { RegistrationPage } from './RegistrationPage.tsx';
