/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping",
 * 1980), for English words of the index and of queries alike: "validation",
 * "validated" and "validating" meet "validate", "subscriptions" meets
 * "subscription", "cancelled" meets "cancel". Stems need not be words
 * ("retri", "configur"): both sides go through the same function. Only plain
 * lower-case a–z words longer than two letters are stemmed; identifiers are
 * kept whole by the caller (text.ts).
 */

const isConsonant = (word: string, i: number): boolean => {
  const char = word[i]!;
  if ('aeiou'.includes(char)) return false;
  if (char === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
};

/** Porter's m: the number of vowel–consonant sequences in the stem, [C](VC)^m[V]. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i += 1;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i += 1;
    if (i >= stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i += 1;
    m += 1;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const endsWithDoubleConsonant = (word: string) => word.length >= 2 && word.at(-1) === word.at(-2) && isConsonant(word, word.length - 1);
/** *o: consonant–vowel–consonant at the end, the last not w, x or y ("hop", not "snow"). */
const endsCvc = (word: string) => {
  const n = word.length;
  return n >= 3 && isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1) && !'wxy'.includes(word[n - 1]!);
};

/** Replaces the first suffix of `rules` the word ends with, if its stem passes `condition`. */
function replaceSuffix(word: string, rules: readonly [string, string][], condition: (stem: string) => boolean): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return condition(stem) ? stem + replacement : word;
  }
  return word;
}

const STEP_2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['abli', 'able'], ['alli', 'al'],
  ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'],
  ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'],
];
const STEP_3: [string, string][] = [['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', '']];
const STEP_4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

// Longest suffix first where one ends another ("ement" before "ment" before "ent").
const STEP_4_ORDERED = [...STEP_4].sort((a, b) => b.length - a.length);

export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let w = word;

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : null;
    if (suffix && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (endsWithDoubleConsonant(w) && !'lsz'.includes(w.at(-1)!)) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }

  // Step 1c: y → i after a vowel somewhere in the stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  // Steps 2 and 3: derivational suffixes to shorter ones.
  w = replaceSuffix(w, STEP_2, (stem) => measure(stem) > 0);
  w = replaceSuffix(w, STEP_3, (stem) => measure(stem) > 0);

  // Step 4: drop the suffix from a long enough stem.
  const suffix = STEP_4_ORDERED.find((candidate) => w.endsWith(candidate));
  if (suffix) {
    const stem = w.slice(0, -suffix.length);
    if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) w = stem;
  }

  // Step 5: a final -e, and -ll.
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}
