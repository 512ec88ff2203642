// get_coverage_gaps (our thirteenth tool, src/spec.ts MCP_THIRTEENTH_TOOL): GET /divergence/gaps as a tool with
// its parameters, through listGaps (SPEC §4 Gap rules). Analysed-event layer.
import { gapPage } from '../../contract/tool-pages';
import { presentListMeta } from '../../api/presenters/list-meta';
import { checkBounds } from '../../api/event-parameters';
import { presentGapEntry } from '../../api/presenters/event';
import { GAP_LIST_PARAMETERS } from '../../contract/parameters/gaps';
import { listGaps } from '../../services/gaps';
import { clampLimit } from '../../services/pagination/limit';
import { GAP } from '../../spec';
import { gapLine, listText } from '../render';
import { categoryInput, cursorInput, limitInput, sinceInput, toDate, untilInput } from '../schemas';
import { fitToCap } from '../size-cap';
import { defineTool } from '../tool';

export const getCoverageGaps = defineTool({
  name: 'get_coverage_gaps',
  title: 'Coverage gaps (one side silent)',
  description: `Events that one side of the political spectrum covered and the other ignored: ${GAP.minCoveringOutlets} or more outlets on one side (left: bias position <= ${GAP.leftMaxPosition}, right: >= ${GAP.rightMinPosition}) and none on the other, latest coverage first. The same list as GET /api/v2/divergence/gaps. Use it to find stories a reader of one side would miss; use get_top_divergent for stories both sides covered differently.`,
  input: {
    category: categoryInput,
    side: GAP_LIST_PARAMETERS.side.describe(
      'Only gaps covered by this side (left or right), i.e. ignored by the other. Omit for both.',
    ),
    since: sinceInput,
    until: untilInput,
    limit: limitInput,
    cursor: cursorInput,
  },
  output: gapPage.shape,
  async run({ app, caller }, args) {
    const since = toDate(args.since);
    const until = toDate(args.until);
    checkBounds([['since', since, 'until', until]]);
    const result = await fitToCap(clampLimit(args.limit), async (limit) => {
      const page = await listGaps(app, { category: args.category, side: args.side, since, until }, caller, {
        limit,
        cursor: args.cursor,
      });
      return {
        gaps: page.items.map((g) => presentGapEntry(g)),
        meta: presentListMeta(page),
      };
    });
    return {
      structured: result,
      text: listText(`${result.meta.count} coverage gaps`, result.gaps.map(gapLine), result.meta.next_cursor),
    };
  },
});
