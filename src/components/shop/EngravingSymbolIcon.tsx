import type { EngravingSymbol } from '@/domain/trade/engravingSymbols'

/** The 17 engraving symbols drawn as the engraver cuts them: a single line, filled where the name says so. */
const HEART = 'M12 20s-7.5-4.7-7.5-10.2A4.1 4.1 0 0 1 12 7.6a4.1 4.1 0 0 1 7.5 2.2C19.5 15.3 12 20 12 20z'
const SMALL_HEART = 'M9 17s-5.2-3.2-5.2-7A2.9 2.9 0 0 1 9 8.4a2.9 2.9 0 0 1 5.2 1.6C14.2 13.8 9 17 9 17z'
const STAR = 'M12 3.5l2.6 5.6 6.1.7-4.5 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.1 6.1-.7z'

function shape(symbol: EngravingSymbol) {
  switch (symbol) {
    case 'angel':
      return (
        <>
          <ellipse cx="12" cy="3.6" rx="2.6" ry="0.9" />
          <circle cx="12" cy="7.4" r="2" />
          <path d="M12 9.6l-3.6 10.4h7.2z" />
          <path d="M10.6 11.4C7.6 9.2 4.2 10 3 13.4c2.6.2 5 0 6.6-.8M13.4 11.4c3-2.2 6.4-1.4 7.6 2-2.6.2-5 0-6.6-.8" />
        </>
      )
    case 'cloverleaf':
      return (
        <>
          <circle cx="12" cy="7.6" r="3.2" />
          <circle cx="7.6" cy="12" r="3.2" />
          <circle cx="16.4" cy="12" r="3.2" />
          <circle cx="12" cy="16.4" r="3.2" />
          <path d="M13.6 17.8c1.2 1.6 2.6 2.6 4.4 3" />
        </>
      )
    case 'heart_border':
      return <path d={HEART} />
    case 'heart_filled':
      return <path d={HEART} fill="currentColor" />
    case 'heart_border_slope':
      return <path d={HEART} transform="rotate(-18 12 13)" />
    case 'heart_filled_slope':
      return <path d={HEART} transform="rotate(-18 12 13)" fill="currentColor" />
    case 'hearts_border_left':
      return (
        <>
          <path d={SMALL_HEART} />
          <path d={SMALL_HEART} transform="translate(6 -2)" />
        </>
      )
    case 'hearts_filled_left':
      return (
        <>
          <path d={SMALL_HEART} fill="currentColor" />
          <path d={SMALL_HEART} transform="translate(6 -2)" fill="currentColor" />
        </>
      )
    case 'infinity':
      return <path d="M12 12c-2.4-3.4-7.6-3.4-7.6 0s5.2 3.4 7.6 0 7.6-3.4 7.6 0-5.2 3.4-7.6 0z" />
    case 'nutkey':
      return (
        <>
          <circle cx="7" cy="12" r="3.4" />
          <path d="M10.4 12H20.5M17.5 12v3M20.5 12v2.2" />
        </>
      )
    case 'protect':
      return <path d="M12 3.2l7 2.8v5.2c0 4.6-3 8-7 9.6-4-1.6-7-5-7-9.6V6z" />
    case 'rings_1':
      return (
        <>
          <circle cx="9.2" cy="13" r="5.2" />
          <circle cx="14.8" cy="13" r="5.2" />
        </>
      )
    case 'rings_2':
      return (
        <>
          <circle cx="9.2" cy="14.2" r="4.6" />
          <circle cx="14.8" cy="14.2" r="4.6" />
          <path d="M12 3.2l1.8 2-1.8 2.2-1.8-2.2z" />
        </>
      )
    case 'rose':
      return (
        <>
          <path d="M12 6.2c2.2 0 3.2 2.2 1.8 3.4-1.3 1-3.4.3-3-1.4" />
          <path d="M7.4 8.6c-.4 4.4 2 6.6 4.6 6.6s5-2.2 4.6-6.6c-1.4 1-2.8 1.2-4.6.2-1.8 1-3.2.8-4.6-.2z" />
          <path d="M12 15.2V21M12 18.6c1.4-1.6 3.2-2 4.6-1.6-.8 1.4-2.6 2-4.6 1.6z" />
        </>
      )
    case 'star_border':
      return <path d={STAR} />
    case 'star_filled':
      return <path d={STAR} fill="currentColor" />
    case 'wedding_wagon':
      return (
        <>
          <path d="M4.5 15h15l-1.8-6.4H8.2z" />
          <path d="M8.2 8.6C8.6 6 10 4.8 12 4.8M19.5 15l1.5-3" />
          <circle cx="7.6" cy="18" r="2.2" />
          <circle cx="16.4" cy="18" r="2.2" />
        </>
      )
  }
}

type Props = { symbol: EngravingSymbol; className?: string; title?: string }

/** Decorative unless given a title (the engraving preview names each symbol; the buttons have their own label). */
export function EngravingSymbolIcon({ symbol, className, title }: Props) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinejoin="round"
      strokeLinecap="round"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-symbol={symbol}
    >
      {shape(symbol)}
    </svg>
  )
}
