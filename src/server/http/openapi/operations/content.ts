import { z } from 'zod'
import { feedParams } from '@/server/careers/serveFeed'
import { datasourceParams } from '@/server/cms/getDatasourceEntries'
import { MAX_FULL_SLUG_DEPTH } from '@/server/cms/contentTypes'
import { storiesParams } from '@/server/cms/query'
import { pageExistsParams } from '@/server/content/pageExists'
import { autocompleteParams, pointParams, storeSearchParams, zipParams } from '@/server/geo/geoQuery'
import { noContent, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { storiesAnswer, storyAnswer } from '@/server/http/openapi/shapes/cms'
import { referenceParams } from '@/server/http/openapi/referenceParams'
import { openApiDocumentShape } from '@/server/http/openapi/shapes/document'
import { filterSelection, productCard, searchAnswer, storeResult } from '@/server/http/openapi/shapes/site'
import { place, suggestion } from '@/contracts/locator'
import { filterParams } from '@/server/products/filterRequest'
import { searchParams } from '@/server/search/searchQuery'
import { cardsParams } from '@/server/wishlist/cardsQuery'

// Storyblok's filter_query[field][operation]=value, read apart from the other options (src/server/cms/filterQuery.ts):
// a deepObject two levels deep.
const storiesQuery = storiesParams.extend({
  filter_query: z
    .record(z.string(), z.record(z.string(), z.string()))
    .optional()
    .describe("Storyblok's filter_query: `filter_query[component][in]=ring,necklace` (in, not_in, is, like, gt_int, lt_int …)."),
})
const cmsError = {
  400: {
    description: 'An unusable filter_query, or a `page`/`per_page` that is no whole number: `{"error": "..."}`.',
    schema: z.strictObject({ error: z.string() }),
  },
}
const xml = (description: string) => ({ 200: { description, schema: z.string(), contentType: 'application/xml' } })

// One path per depth of a full slug (issue 30: "one path segment cannot hold a real full_slug"): a
// validating proxy routes `de/das-haus` only to a template with as many segments.
const segmentsByDepth = [['slug'], ['prefix', 'slug'], ['language', 'folder', 'slug']] as const
const segmentMeaning: Record<string, string> = {
  language: 'The language prefix of a full slug in another language than German (`en`).',
  folder: "A type's folder (`schmuck`, `jewellery`, `jewelers`).",
  prefix: "A language prefix (`en`) or a type's folder (`schmuck`).",
}
const storyQuery = storiesQuery.pick({ token: true, version: true, language: true, fallback_lang: true, resolve_relations: true }).extend({
  find_by: z.string().optional().describe("`uuid`: the path is a story's uuid; any other value is ignored."),
})
const storyOperations: Operation[] = segmentsByDepth.slice(0, MAX_FULL_SLUG_DEPTH).map((_, i): Operation => {
  const depth = i + 1
  const names = segmentsByDepth[i]!
  const meaning = (n: string) =>
    segmentMeaning[n] ?? (depth === 1 ? 'A full slug of one segment (`home`, `das-haus`), a story id, or a uuid with `find_by=uuid`.' : "The story's own slug.")
  return {
    method: 'get',
    path: `/api/v1/cms/cdn/stories/${names.map((n) => `{${n}}`).join('/')}/`,
    route: '/api/v1/cms/cdn/stories/{slug}/',
    operationId: depth === 1 ? 'getStory' : `getStoryAt${depth}Segments`,
    tag: 'cms',
    access: 'public',
    validation: 'zod',
    summary:
      depth === 1
        ? 'One story by full slug, id, or uuid with `find_by=uuid`.'
        : `One story by a full slug of ${depth} segments (${depth === 2 ? '`schmuck/ring`, `en/das-haus`' : '`en/jewellery/ring`'}).`,
    pathParams: z.object(Object.fromEntries(names.map((n) => [n, z.string().describe(meaning(n))]))),
    query: storyQuery,
    responses: responses({
      ...ok(storyAnswer),
      ...cmsError,
      404: { description: 'No such story: `["This record could not be found"]`.', schema: z.array(z.string()) },
    }),
  }
})

/** The site's content, search and locator APIs (spec 1), and this description itself. */
export const contentOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/cms/cdn/stories/',
    operationId: 'getStories',
    tag: 'cms',
    access: 'public',
    validation: 'zod',
    summary: "Storyblok's cdn/stories: a page of stories (`total`, `per-page` headers); no match is an empty list.",
    description: 'Out-of-range paging is clamped, not refused (as Storyblok does); `version=draft` needs a preview token.',
    query: storiesQuery,
    responses: responses({ ...ok(storiesAnswer), ...cmsError }),
    example: { query: { per_page: '1' } },
  },
  ...storyOperations,
  {
    method: 'get',
    path: '/api/v1/cms/cdn/datasource_entries/',
    operationId: 'getDatasourceEntries',
    tag: 'cms',
    access: 'public',
    validation: 'zod',
    summary: 'The `countries` datasource: ISO codes and names, in a language with `dimension`.',
    query: datasourceParams,
    responses: responses({
      ...cmsError,
      ...ok(
        z.strictObject({
          datasource_entries: z.array(
            z.strictObject({
              id: z.int().describe('ISO 3166 numeric.'),
              name: z.string(),
              value: z.string().describe('ISO 3166 alpha-2, upper case.'),
              dimension_value: z.string().nullable().describe("The name in `dimension`'s language."),
            }),
          ),
          cv: z.int(),
        }),
      ),
    }),
    example: { query: { datasource: 'countries', dimension: 'de', per_page: '5' } },
  },
  {
    method: 'get',
    path: '/api/v1/search/',
    operationId: 'searchSite',
    tag: 'site',
    access: 'public',
    validation: 'zod',
    summary: 'The site search: products, pages and jewellers for a query, a page of hits each.',
    query: searchParams,
    responses: responses(ok(searchAnswer), 400),
    example: { query: { s: 'ring', locale: 'de' } },
  },
  {
    method: 'get',
    path: '/api/v1/products/filter/',
    operationId: 'productFilter',
    tag: 'site',
    access: 'public',
    validation: 'zod',
    summary: "A product list block's products filtered by the page's filter parameters (`filterRingDesign=…`).",
    query: filterParams,
    responses: responses(
      ok(
        z.strictObject({
          count: z.int(),
          selections: z.array(filterSelection).describe('The filters as the server understood them.'),
          products: z.array(productCard),
        }),
      ),
      400,
    ),
    example: { query: { ids: '1,2', productType: 'ring', locale: 'de' } },
  },
  {
    method: 'get',
    path: '/api/v1/products/cards/',
    operationId: 'productCards',
    tag: 'site',
    access: 'public',
    validation: 'zod',
    summary: 'Product cards for article numbers (the wishlist) or content ids.',
    query: cardsParams,
    responses: responses(ok(z.strictObject({ cards: z.array(productCard) })), 400),
    example: { query: { mpns: 'NO-SUCH-MPN', locale: 'de' } },
  },
  {
    method: 'get',
    path: '/api/v1/pages/exists/',
    operationId: 'pageExists',
    tag: 'site',
    access: 'public',
    validation: 'zod',
    summary: 'Whether a published page or product answers an address: 204, else 404 with `x-document: missing`.',
    query: pageExistsParams,
    responses: { ...noContent('The address has a page.'), 404: { description: 'No page (header `x-document: missing`, no body).' } },
    example: { query: { path: '/de/' } },
  },
  {
    method: 'get',
    path: '/api/v1/geo/autocomplete/',
    operationId: 'geoAutocomplete',
    tag: 'locator',
    access: 'public',
    validation: 'zod',
    summary: 'Places and postal codes for what a visitor types.',
    query: autocompleteParams,
    responses: responses(ok(z.strictObject({ results: z.array(suggestion) })), 400),
    example: { query: { q: 'Pforzheim', language: 'de' } },
  },
  {
    method: 'get',
    path: '/api/v1/geo/reverse/',
    operationId: 'geoReverse',
    tag: 'locator',
    access: 'public',
    validation: 'zod',
    summary: 'The nearest place to a point.',
    query: pointParams,
    responses: responses(ok(place), 400, 404),
    example: { query: { lat: '48.89', lng: '8.70' } },
  },
  {
    method: 'get',
    path: '/api/v1/geo/zip/',
    operationId: 'geoZip',
    tag: 'locator',
    access: 'public',
    validation: 'zod',
    summary: "A postal code's place and point.",
    query: zipParams,
    responses: responses(ok(z.strictObject({ zip: z.string(), name: z.string(), country: z.string(), lat: z.number(), lng: z.number() })), 400, 404),
    example: { query: { zip: '75172', country: 'DE' } },
  },
  {
    method: 'get',
    path: '/api/v1/stores/search/',
    operationId: 'searchStores',
    tag: 'locator',
    access: 'public',
    validation: 'zod',
    summary: 'The stores nearest to a point, optionally of some types.',
    query: storeSearchParams,
    responses: responses(ok(z.strictObject({ count: z.int(), results: z.array(storeResult) })), 400),
    example: { query: { lat: '48.89', lng: '8.70', limit: '5' } },
  },
  {
    method: 'get',
    path: '/api/v1/careers/feed.xml',
    operationId: 'careersFeed',
    tag: 'careers',
    access: 'public',
    validation: 'zod',
    summary: "The open positions as Personio's XML feed.",
    query: feedParams,
    responses: responses(xml('The feed.'), 400),
    example: { query: { language: 'en' } },
  },
  {
    method: 'get',
    path: '/api/v1/openapi.json',
    operationId: 'openApiDocument',
    tag: 'reference',
    access: 'public',
    validation: 'none',
    summary: 'This description: OpenAPI 3.1, generated from the schemas the routes validate with.',
    responses: ok(openApiDocumentShape),
  },
  {
    method: 'get',
    path: '/api/v1/reference/',
    operationId: 'apiReference',
    tag: 'reference',
    access: 'public',
    validation: 'zod',
    summary: 'The readable reference page of this description.',
    query: referenceParams,
    responses: { 200: { description: 'An HTML page.', schema: z.string(), contentType: 'text/html' } },
  },
]
