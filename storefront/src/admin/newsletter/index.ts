export { NewsletterTab } from './NewsletterTab.tsx';
