// The feed address guard: which addresses a feed connection may reach, loopback only where a test allows it.
import { expect } from 'chai';
import { refusal } from '../../src/net/address-guard';

describe('feed address guard', () => {
  it('refuses private, shared, link-local, metadata, reserved and multicast addresses', () => {
    const internal = [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      'ff02::1',
    ];
    for (const address of internal) expect(refusal(address, 80, 'all'), address).to.match(/internal address/);
  });

  it('refuses loopback unless allowed, on any port or the ports listed', () => {
    expect(refusal('127.0.0.1', 80, 'none')).to.equal('refused loopback address 127.0.0.1');
    expect(refusal('::1', 80, 'none')).to.equal('refused loopback address ::1');
    expect(refusal('127.9.9.9', 8081, 'all')).to.equal(undefined);
    expect(refusal('127.0.0.1', 8081, [8081])).to.equal(undefined);
    expect(refusal('127.0.0.1', 8082, [8081])).to.match(/loopback/);
  });

  it('allows public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) {
      expect(refusal(address, 443, 'none'), address).to.equal(undefined);
    }
  });
});
