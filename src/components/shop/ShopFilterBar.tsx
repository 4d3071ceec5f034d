'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { Select } from '@/components/ui/Select/Select'
import { activeFilterCount, BOOLEAN_GROUP, toggleFilterItem, type FilterGroupId } from '@/domain/productFilters'
import {
  assortmentOptions,
  categoryOptions,
  NO_SHOP_FILTERS,
  panelGroups,
  panelTypeFor,
  type Assortment,
  type ShopCategory,
  type ShopFilters,
} from '@/domain/shop/shopFilters'
import type { ProductGroup } from '@/domain/trade/productGroup'
import styles from './Shop.module.css'

type Props = { groups: readonly ProductGroup[]; filters: ShopFilters; onChange: (filters: ShopFilters) => void }

/**
 * The top filter bar (spec 2 §2): a dropdown only where it has a choice to offer, and for rings,
 * bracelets, earrings and necklaces the catalogue's filter panel with the spec 2 §3 values.
 */
export function ShopFilterBar({ groups, filters, onChange }: Props) {
  const t = useTranslations('shop')
  const tf = useTranslations('filter')
  const panelId = useId()
  const [panelOpen, setPanelOpen] = useState(false)
  const rowRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // The reset button goes away with the filters it reset; without a new place the focus falls to <body>.
  const [refocus, setRefocus] = useState(false)
  useEffect(() => {
    if (!refocus) return
    setRefocus(false)
    // The panel's toggle (the reset button's neighbour) when still offered, else the row's first control.
    ;(toggleRef.current ?? rowRef.current?.querySelector<HTMLElement>('select, button'))?.focus()
  }, [refocus])
  const categories = categoryOptions(groups)
  const assortments = assortmentOptions(groups)
  const panelType = panelTypeFor(filters, categories)
  const panel = panelType ? panelGroups(groups, panelType) : []
  const active = activeFilterCount(filters.panel) + (filters.category !== 'all' ? 1 : 0) + (filters.assortment !== 'all' ? 1 : 0)

  const label = (groupId: FilterGroupId, itemId: string): string => {
    const key = `values.${groupId}.${itemId}` as 'values.filterAlloy.white_gold'
    if (tf.has(key)) return tf(key)
    const name = itemId.replace(/_clasp$/, '').replace(/_/g, ' ')
    return tf('claspOf', { name: name.charAt(0).toUpperCase() + name.slice(1) })
  }

  // "All" does not count: a dropdown shows when there is more than one real option.
  const showCategories = categories.length > 2
  const showAssortments = assortments.length > 1
  if (!showCategories && !showAssortments && !panel.length) return null

  return (
    <section className={styles.filterBar} aria-label={t('filters.label')}>
      <div ref={rowRef} className={styles.filterRow}>
        {showCategories ? (
          <Select
            className={styles.dropdown}
            name="category"
            label={t('filters.category')}
            value={filters.category}
            options={categories.map((c) => ({ value: c, label: t(`filters.categories.${c}`) }))}
            // Another category has another panel: its checks start over.
            onChange={(e) => onChange({ ...filters, category: e.target.value as ShopCategory, panel: [] })}
          />
        ) : null}
        {showAssortments ? (
          <Select
            className={styles.dropdown}
            name="assortment"
            label={t('filters.assortment')}
            value={filters.assortment}
            options={assortments.map((a) => ({ value: a, label: t(`filters.assortments.${a}`) }))}
            onChange={(e) => onChange({ ...filters, assortment: e.target.value as Assortment })}
          />
        ) : null}
        {panel.length ? (
          <button
            ref={toggleRef}
            type="button"
            className={styles.panelToggle}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((o) => !o)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
            </svg>
            {tf('toggle', { count: activeFilterCount(filters.panel) })}
          </button>
        ) : null}
        {active > 0 ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              onChange(NO_SHOP_FILTERS)
              setRefocus(true)
            }}
          >
            {tf('reset')}
          </button>
        ) : null}
      </div>
      {panelType && panel.length ? (
        <div id={panelId} className={styles.panel} hidden={!panelOpen} role="group" aria-label={tf('panel', { type: panelType })}>
          {panel.map(({ groupId, items }) => (
            <fieldset key={groupId} className={styles.panelGroup}>
              <legend className={styles.panelLegend}>{tf(`groups.${groupId}`)}</legend>
              {items.map((itemId) => (
                <Checkbox
                  key={itemId}
                  className={styles.panelOption}
                  name={groupId === BOOLEAN_GROUP ? itemId : groupId}
                  value={itemId}
                  checked={filters.panel.some((s) => s.groupId === groupId && s.activeItemIDs.includes(itemId))}
                  onChange={(e) => onChange({ ...filters, panel: toggleFilterItem(filters.panel, panelType, groupId, itemId, e.target.checked) })}
                  label={label(groupId, itemId)}
                />
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
    </section>
  )
}
