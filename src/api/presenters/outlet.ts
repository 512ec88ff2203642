// Wire format of an Outlet: the fields of SPEC §2 Outlet, in its order, then the omission rate the outlet
// statistics measure (docs/decisions.md).
import type { Outlet } from '../../contract/outlet';
import type { OutletRecord } from '../../services/outlets';

export function presentOutlet(o: OutletRecord): Outlet {
  return {
    slug: o.slug,
    name: o.name,
    short_name: o.short_name,
    bias: o.bias,
    bias_position: o.bias_position,
    primary_color: o.primary_color,
    homepage: o.homepage,
    articles_ingested: o.articles_ingested,
    avg_divergence_when_covered: o.avg_divergence_when_covered,
    omission_rate: o.omission_rate ?? null,
  };
}
