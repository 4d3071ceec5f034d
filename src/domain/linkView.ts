/** A link as components receive it: the resolved address, and whether it leaves the site. */
export type LinkView = { href: string; external: boolean }
