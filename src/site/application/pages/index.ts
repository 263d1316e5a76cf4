/**
 * Every form page of the area in one chunk: they share the wizard, the lookup and the summary, and one
 * dynamic import keeps what `/` carries for them to a single preload list (routes.tsx).
 */
export { ApplicationFixPage } from './ApplicationFixPage.tsx';
export { ApplicationFormPage } from './ApplicationFormPage.tsx';
export { DefaultFormPage } from './DefaultFormPage.tsx';
export { InquiryPage } from './InquiryPage.tsx';
export { MyApplicationPage } from './MyApplicationPage.tsx';
export { RegistrationPage } from './RegistrationPage.tsx';
export { DrawVerifyPage } from './DrawVerifyPage.tsx';
export { ResultPage } from './ResultPage.tsx';
