/**
 * How an Indian place name sounds, in a few letters, so that the English spelling GeoNames keeps
 * and the Latin spelling of the same name typed in its own script meet: 'Mysuru', 'Mysore' and
 * 'maisuur' (मैसूर) → 'misur'; 'Bengaluru' and 'bengaluuru' (ಬೆಂಗಳೂರು) → 'bengalur'; 'Kochi'
 * and 'kochchi' (കൊച്ചി) → 'koci'.
 *
 * English spellings of Indian names mark neither vowel length nor aspiration reliably, and
 * southern names end in a vowel the northern form drops; so those differences are folded away.
 * Voicing is kept although Tamil script does not mark it: folding it makes 'Golaghat' sound like
 * 'Kolkata', and a Tamil spelling still finds its place as a near match ('maturai' → Madurai).
 */
const STEPS: ReadonlyArray<[RegExp, string]> = [
  [/[^a-z]/g, ''],
  [/ksh/g, 'ks'],
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/ch+/g, 'C'], // 'ch', 'chh' → one sound; a lone 'c' (Calicut, Cochin) is a k
  [/c/g, 'k'],
  [/C/g, 'c'],
  [/zh/g, 'l'], // Tamil and Malayalam ழ, written 'zh' (Kozhikode) or 'l' (Alappuzha, Alleppey)
  [/([kgjtdpbsl])h/g, '$1'], // aspiration, and 'sh' → 's'
  [/ph|f/g, 'p'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/ee|ii|ai|ay|ey|y/g, 'i'],
  [/oo|uu|ou/g, 'u'],
  [/aa/g, 'a'],
  [/au/g, 'o'],
  [/(.)\1+/g, '$1'],
  [/(?<=..)[aeou]$/, ''],
];

export function soundKey(latin: string): string {
  let key = latin.toLowerCase();
  for (const [pattern, replacement] of STEPS) key = key.replace(pattern, replacement);
  return key;
}
