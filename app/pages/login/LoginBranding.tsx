import { Classes } from '@blueprintjs/core';
import { safeLogo, safeWebsite } from '../../../schemas/config';
import { t } from '../../texts';

/** Logo file of the product (footer logo, and the client logo when the configuration names none). */
const PRODUCT_LOGO = 'logos/disponent-online.svg';

const asset = (path: string) => `${import.meta.env.BASE_URL}${path}`;

/** Props of {@link ClientLogo}. */
export interface ClientLogoProps {
  /** The client configuration (clientLogo, clientWebsite). */
  config: Record<string, string>;
  /** Image text and link name from the login document's messages. */
  alt: string;
  linkLabel: string;
}

/**
 * The client's logo above the login (account-admin.md §1), linking to the client's website in a new window; values
 * that are no portal logo file or no http(s) address are ignored (no link, the product logo).
 */
export function ClientLogo({ config, alt, linkLabel }: ClientLogoProps) {
  const image = <img className="don-login-logo" src={asset(safeLogo(config.clientLogo) ?? PRODUCT_LOGO)} alt={alt} />;
  const website = safeWebsite(config.clientWebsite);
  return (
    <header className="don-login-head">
      {website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" aria-label={linkLabel} title={linkLabel}>
          {image}
        </a>
      ) : (
        image
      )}
    </header>
  );
}

/** The login page's footer: the product logo and the version label. */
export function LoginFooter({ alt, version }: { alt: string; version: string }) {
  return (
    <footer className="don-login-foot">
      <img className="don-login-foot-logo" src={asset(PRODUCT_LOGO)} alt={alt} />
      <span className={Classes.TEXT_MUTED} aria-label={t('version')}>
        {version}
      </span>
    </footer>
  );
}
