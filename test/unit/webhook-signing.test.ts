import { SecretBox } from '../../src/modules/webhooks/secret-box';
import { newWebhookSecret, signWebhook } from '../../src/modules/webhooks/webhook-signer';

describe('webhook signatures', () => {
  it('signs as the Standard Webhooks specification example does', () => {
    // The example of the Standard Webhooks specification and its reference libraries.
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('makes a new whsec_ secret of 32 random bytes each time', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
  });
});

describe('secrets at rest', () => {
  it('opens what it sealed, and a new ciphertext each time', () => {
    const box = new SecretBox('key material of at least some length');
    const sealed = box.seal('whsec_abc');
    expect(box.open(sealed)).toBe('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(sealed).not.toContain('whsec_abc');
  });

  it('refuses a value sealed under another key or tampered with', () => {
    const sealed = new SecretBox('the first key material').seal('whsec_abc');
    expect(() => new SecretBox('another key material').open(sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => new SecretBox('the first key material').open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
