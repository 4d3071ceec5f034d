import styles from './AccountForm.module.css'

type Link = { href: string; label: string }

/**
 * Where a partner jeweller's work is, beside their profile: the shop, the cart, the orders and the
 * portal are pages of their own that nothing else on the public site links to.
 */
export function TradeLinks({ heading, links }: { heading: string; links: Link[] }) {
  return (
    <nav className={styles.teaser} aria-labelledby="trade-links">
      <h2 id="trade-links" className={styles.heading}>
        {heading}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
