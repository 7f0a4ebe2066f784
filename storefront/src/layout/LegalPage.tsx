import type { ReactNode } from 'react';
import { useRootData } from '../routes/root.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import './LegalPage.css';

export const LEGAL_LAST_UPDATED = 'January 15, 2026';

/** The shop's contact address from the settings, as a mail link. */
export function ContactEmail() {
  const email = useRootData()?.settings?.contactEmail;
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>the email address in our footer</>;
}

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} kicker="The small print">
        <p>Last updated: {LEGAL_LAST_UPDATED}</p>
      </PageHeader>
      <div className="container page-body">
        <div className="legal-page prose">{children}</div>
      </div>
    </>
  );
}
