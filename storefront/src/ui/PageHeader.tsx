import type { ReactNode } from 'react';
import './PageHeader.css';

/** The soft banner at the top of a content page. */
export function PageHeader({
  title,
  kicker,
  children,
}: {
  title: string;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {kicker && <p className="page-header__kicker">{kicker}</p>}
        <h1 className="page-header__title">{title}</h1>
        {children && <div className="page-header__intro">{children}</div>}
      </div>
    </header>
  );
}
