// No @/ imports: next.config.ts loads this file through securityHeaders.ts.

/**
 * The Chinese analytics tracker (Baidu Tongji) for zh-hans page views (spec 1 §8): its script,
 * beacon images and requests all come from this host.
 */
export const CN_ANALYTICS_ORIGIN = 'https://hm.baidu.com'
