// docker-compose.yml cannot run here (no Docker engine), so we at least keep it valid and on the right versions.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { ES_VERSION } from '../../src/runtime/elasticsearch';

const compose = parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'docker-compose.yml'), 'utf8'));

describe('docker-compose.yml', () => {
  it('parses and defines the whole stack', () => {
    expect(Object.keys(compose.services)).to.include.members([
      'elasticsearch',
      'kibana',
      'kibana-objects',
      'redis',
      'api',
    ]);
  });

  it('pins Elasticsearch and Kibana to the version the project runs', () => {
    expect(compose.services.elasticsearch.image).to.match(new RegExp(`:${ES_VERSION}$`));
    expect(compose.services.kibana.image).to.match(new RegExp(`:${ES_VERSION}$`));
  });

  it('points the API at the compose Elasticsearch and Redis', () => {
    expect(compose.services.api.environment.ES_URL).to.equal('http://elasticsearch:9200');
    expect(compose.services.api.environment.REDIS_URL).to.equal('redis://redis:6379');
    expect(compose.services.api.build).to.equal('.');
  });

  it('imports kibana/parallax.ndjson through the saved-objects API once Kibana reports itself available', () => {
    const importer = compose.services['kibana-objects'];
    expect(compose.services.kibana.healthcheck.test.join(' ')).to.include('/api/status');
    expect(importer.depends_on.kibana.condition).to.equal('service_healthy');
    expect(importer.volumes).to.deep.equal(['./kibana/parallax.ndjson:/parallax.ndjson:ro']);
    expect(fs.existsSync(path.resolve(__dirname, '..', '..', 'kibana', 'parallax.ndjson'))).to.equal(true);
    const script = importer.command.join(' ');
    expect(script).to.include("'http://kibana:5601/api/saved_objects/_import?overwrite=true'");
    expect(script).to.include("-H 'kbn-xsrf: true' --form file=@/parallax.ndjson");
    expect(script).to.include('"success":true');
  });
});
