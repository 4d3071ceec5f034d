import { describe, expect, it } from 'vitest'
import { nginxConfig } from '../../../../tools/cluster/nginx.mjs'

describe('the cluster balancer configuration (npm run cluster)', () => {
  const config = nginxConfig({ prefix: '/tmp/maison-cluster-x', port: 8080, upstreams: [3101, 3102, 3103] })

  it('balances over every process and listens on the balancer port only', () => {
    expect(config.match(/server 127\.0\.0\.1:\d+/g)).toEqual(['server 127.0.0.1:3101', 'server 127.0.0.1:3102', 'server 127.0.0.1:3103'])
    expect(config.match(/listen [^;]+;/g)).toEqual(['listen 127.0.0.1:8080;'])
  })

  it('states the address it saw, never one the client wrote (rate limits key on it behind TRUST_PROXY=1)', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(config).not.toContain('$proxy_add_x_forwarded_for')
  })

  it('keeps its pid, logs and temp files in its own folder, in the foreground', () => {
    expect(config).toContain('daemon off;')
    for (const line of config.split('\n').filter((l) => /(_path|pid|_log) /.test(l))) expect(line).toContain('/tmp/maison-cluster-x/')
  })
})
