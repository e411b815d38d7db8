import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import feature from './groups-feature.module.css';

interface GroupsPageHeadProps {
  /** Where the page belongs, linked: the working groups, or the topic's group. */
  up: { to: string; label: string };
  title: string;
  /** The content system's shortcuts beside the title, for editors. */
  actions?: ReactNode;
  /** The byline under the title. */
  children?: ReactNode;
}

/** The head of a group's or a topic's page: where it belongs, its title with the editors' shortcuts, a byline. */
export function GroupsPageHead({ up, title, actions, children }: GroupsPageHeadProps) {
  return (
    <header className={feature.head}>
      <p className={feature.kicker}>
        <Link to={up.to}>{up.label}</Link>
      </p>
      <div className={feature.titleRow}>
        <h1 className={feature.title} dir="auto">
          {title}
        </h1>
        {actions}
      </div>
      {children !== undefined && <p className={feature.byline}>{children}</p>}
    </header>
  );
}
