/**
 * The area's form pages but the wizard's two (wizardPages.ts) in one chunk: they share the lookup and the
 * summary, and one dynamic import keeps what `/` carries for them to a single preload list (routes.tsx).
 */
export { ApplicationFixPage } from './ApplicationFixPage.tsx';
export { DefaultFormPage } from './DefaultFormPage.tsx';
export { InquiryPage } from './InquiryPage.tsx';
export { MyApplicationPage } from './MyApplicationPage.tsx';
export { DrawVerifyPage } from './DrawVerifyPage.tsx';
export { ResultPage } from './ResultPage.tsx';
