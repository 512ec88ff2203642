// The frames an outlet's article can carry (SPEC §2 Source: framing, framing_label, framing_summary): the fifteen
// dimensions of the Media Frames Corpus codebook (Boydstun et al. 2014) with their labels and summary sentences,
// and the residual. Plain data, so the API can list the framing filter's values without loading the NLP model
// the detector (src/enrich/framing.ts) brings along. The slugs themselves are src/spec.ts FRAMING_VALUES, which
// the wire contract lists; test/unit/framing.test.ts holds the two in the same order.
import type { Framing } from '../spec';

export interface Frame {
  /** Stable slug, the value of `framing` and of the events `framing` filter. */
  framing: Framing;
  framing_label: string;
  /** One sentence; `{cues}` is replaced by the words that triggered the frame. */
  framing_summary: string;
}

/** The codebook's own residual: no frame has evidence. */
export const OTHER_FRAME: Frame = {
  framing: 'other',
  framing_label: 'Other',
  framing_summary: 'Reports what happened without a dominant frame.',
};

/** Every frame a source row can carry, in the codebook's order (a tie goes to the first); the residual last. */
export const FRAMES: readonly Frame[] = [
  {
    framing: 'economic',
    framing_label: 'Economic',
    framing_summary: 'Frames the story by its costs and gains, stressing {cues}.',
  },
  {
    framing: 'capacity',
    framing_label: 'Capacity and resources',
    framing_summary: 'Frames the story by what there is, or is not, to deal with it, stressing {cues}.',
  },
  {
    framing: 'morality',
    framing_label: 'Morality',
    framing_summary: 'Frames the story as a question of right and wrong, stressing {cues}.',
  },
  {
    framing: 'fairness',
    framing_label: 'Fairness and equality',
    framing_summary: 'Frames the story by who is treated unequally, stressing {cues}.',
  },
  {
    framing: 'legal',
    framing_label: 'Legality, constitutionality and jurisprudence',
    framing_summary: 'Frames the story as a question of law and rights before the courts, stressing {cues}.',
  },
  {
    framing: 'policy',
    framing_label: 'Policy prescription and evaluation',
    framing_summary: 'Frames the story by what should be done and whether it works, stressing {cues}.',
  },
  {
    framing: 'crime',
    framing_label: 'Crime and punishment',
    framing_summary: 'Frames the story by crime and its punishment, stressing {cues}.',
  },
  {
    framing: 'security',
    framing_label: 'Security and defense',
    framing_summary: 'Frames the story as a matter of security and armed force, stressing {cues}.',
  },
  {
    framing: 'health',
    framing_label: 'Health and safety',
    framing_summary: 'Frames the story by risks to health and safety, stressing {cues}.',
  },
  {
    framing: 'quality_of_life',
    framing_label: 'Quality of life',
    framing_summary: 'Frames the story by its effect on people’s daily lives, stressing {cues}.',
  },
  {
    framing: 'cultural_identity',
    framing_label: 'Cultural identity',
    framing_summary: 'Frames the story through culture, identity and tradition, stressing {cues}.',
  },
  {
    framing: 'public_opinion',
    framing_label: 'Public opinion',
    framing_summary: 'Frames the story by how the public reacts, stressing {cues}.',
  },
  {
    framing: 'political',
    framing_label: 'Political',
    framing_summary: 'Frames the story as a contest between parties and politicians, stressing {cues}.',
  },
  {
    framing: 'external_regulation',
    framing_label: 'External regulation and reputation',
    framing_summary: 'Frames the story by the nation’s standing abroad, stressing {cues}.',
  },
  OTHER_FRAME,
];
