import type { BilingualText } from '@krishi/contract';

/** What each pest, disease and weed is and how a farmer recognises it, in both languages (issue 18). */
export const AGRONOMY_ABOUT: Readonly<Record<string, BilingualText>> = {
  whitefly: {
    en: 'Whiteflies are tiny white sap-sucking insects that sit in groups under the leaves and fly up when the plant is shaken. Leaves turn yellow and sticky with honeydew and black sooty mould; they spread leaf curl virus and are worst in hot, dry weather.',
    kn: 'ಬಿಳಿನೊಣ ಎಲೆಯ ಕೆಳಭಾಗದಲ್ಲಿ ಗುಂಪಾಗಿ ಕುಳಿತು ರಸ ಹೀರುವ ಸಣ್ಣ ಬಿಳಿ ಕೀಟ; ಗಿಡ ಅಲುಗಾಡಿಸಿದರೆ ಹಾರುತ್ತವೆ. ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಅಂಟು ದ್ರವ ಮತ್ತು ಕಪ್ಪು ಬೂಷ್ಟು ಕಾಣುತ್ತದೆ; ಎಲೆ ಮುದುರು ನಂಜು ರೋಗ ಹರಡುತ್ತದೆ, ಬಿಸಿಲಿನ ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  aphids: {
    en: 'Aphids are small, soft green or black insects that crowd on tender shoots and under young leaves, sucking sap. Leaves curl, sticky honeydew and black sooty mould appear, and they spread virus diseases; worst in cool, cloudy weather.',
    kn: 'ಸಸ್ಯಹೇನು ಎಳೆಯ ಚಿಗುರು ಮತ್ತು ಎಲೆಯ ಕೆಳಭಾಗದಲ್ಲಿ ಗುಂಪಾಗಿ ರಸ ಹೀರುವ ಹಸಿರು ಅಥವಾ ಕಪ್ಪು ಬಣ್ಣದ ಮೃದು ಕೀಟ. ಎಲೆಗಳು ಮುದುರಿ, ಅಂಟು ದ್ರವ ಮತ್ತು ಕಪ್ಪು ಬೂಷ್ಟು ಕಾಣುತ್ತದೆ; ನಂಜು ರೋಗ ಹರಡುತ್ತದೆ, ತಂಪಾದ ಮೋಡ ಕವಿದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  jassids: {
    en: 'Jassids (leafhoppers) are small, wedge-shaped green insects that walk sideways and suck sap from the underside of leaves. Leaf edges turn yellow, then reddish-brown and curl downwards (hopper burn); common on cotton, okra and brinjal in the early crop.',
    kn: 'ಜಿಗಿಹುಳು ಎಲೆಯ ಕೆಳಭಾಗದಲ್ಲಿ ರಸ ಹೀರುವ, ಓರೆಯಾಗಿ ನಡೆಯುವ ಸಣ್ಣ ಹಸಿರು ಕೀಟ. ಎಲೆಯ ಅಂಚುಗಳು ಹಳದಿಯಾಗಿ ನಂತರ ಕೆಂಪು-ಕಂದು ಬಣ್ಣಕ್ಕೆ ತಿರುಗಿ ಕೆಳಕ್ಕೆ ಮುದುರುತ್ತವೆ; ಹತ್ತಿ, ಬೆಂಡೆ, ಬದನೆಯಲ್ಲಿ ಬೆಳೆಯ ಆರಂಭದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  thrips: {
    en: 'Thrips are tiny, slender yellow-brown insects that hide in buds, flowers and leaf folds and rasp the leaf surface to feed. Leaves show silvery streaks, curl upwards and turn brittle (chilli, onion, grapes); worst in dry weather.',
    kn: 'ಥ್ರಿಪ್ಸ್ ಮೊಗ್ಗು, ಹೂವು ಮತ್ತು ಎಲೆಯ ಮಡಿಕೆಗಳಲ್ಲಿ ಅಡಗಿ ಎಲೆಯನ್ನು ಕೆರೆದು ರಸ ಹೀರುವ ಅತಿ ಸಣ್ಣ ಹಳದಿ-ಕಂದು ಕೀಟ. ಎಲೆಗಳ ಮೇಲೆ ಬೆಳ್ಳಿ ಬಣ್ಣದ ಗೆರೆಗಳು ಕಂಡು ಮೇಲ್ಮುಖವಾಗಿ ಮುದುರುತ್ತವೆ (ಮೆಣಸು, ಈರುಳ್ಳಿ); ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  mites: {
    en: 'Mites are tiny red or yellow spider-like pests, hard to see without a lens, that live under the leaves and suck sap. Leaves get fine yellow speckles, turn bronze or curl downwards, often with fine webbing; worst in hot, dry weather.',
    kn: 'ನುಸಿ ಕಣ್ಣಿಗೆ ಸುಲಭವಾಗಿ ಕಾಣದ, ಎಲೆಯ ಕೆಳಭಾಗದಲ್ಲಿ ರಸ ಹೀರುವ ಕೆಂಪು ಅಥವಾ ಹಳದಿ ಬಣ್ಣದ ಜೇಡದಂತಹ ಸೂಕ್ಷ್ಮ ಜೀವಿ. ಎಲೆಗಳ ಮೇಲೆ ಹಳದಿ ಚುಕ್ಕೆಗಳು ಮೂಡಿ, ಕಂದಾಗುತ್ತವೆ ಅಥವಾ ಕೆಳಕ್ಕೆ ಮುದುರುತ್ತವೆ, ಬಲೆ ಕಾಣಬಹುದು; ಬಿಸಿಲಿನ ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  termites: {
    en: 'Termites (white ants) live in the soil and eat the roots and the base of the stem. Plants wilt, dry and pull out easily, and mud tunnels appear on stems and trunks; damage is worst in dry spells and light soils.',
    kn: 'ಗೆದ್ದಲು ಮಣ್ಣಿನಲ್ಲಿ ವಾಸಿಸಿ ಬೇರು ಮತ್ತು ಕಾಂಡದ ಬುಡವನ್ನು ತಿನ್ನುವ ಬಿಳಿ ಇರುವೆಯಂತಹ ಕೀಟ. ಗಿಡಗಳು ಬಾಡಿ ಒಣಗುತ್ತವೆ, ಸುಲಭವಾಗಿ ಕಿತ್ತು ಬರುತ್ತವೆ, ಕಾಂಡದ ಮೇಲೆ ಮಣ್ಣಿನ ಸುರಂಗಗಳು ಕಾಣುತ್ತವೆ; ಮಳೆ ಕೊರತೆಯಾದಾಗ ಹೆಚ್ಚು.',
  },
  'stem-borer': {
    en: 'Stem borers are caterpillars that bore into and feed inside the stems of paddy, maize, jowar and sugarcane. The central shoot dries and pulls out easily (dead heart), and in paddy the earheads turn white and empty (white ear).',
    kn: 'ಕಾಂಡ ಕೊರಕ ಭತ್ತ, ಮೆಕ್ಕೆಜೋಳ, ಜೋಳ ಮತ್ತು ಕಬ್ಬಿನ ಕಾಂಡದೊಳಗೆ ಕೊರೆದು ತಿನ್ನುವ ಮರಿಹುಳು. ನಡು ಸುಳಿ ಒಣಗಿ ಸುಲಭವಾಗಿ ಕಿತ್ತು ಬರುತ್ತದೆ (ಸತ್ತ ಸುಳಿ); ಭತ್ತದಲ್ಲಿ ತೆನೆಗಳು ಬಿಳಿಯಾಗಿ ಜೊಳ್ಳಾಗುತ್ತವೆ (ಬಿಳಿ ತೆನೆ).',
  },
  'fruit-borer': {
    en: 'The fruit borer (Helicoverpa) is a green to brown caterpillar that bores into tomato, chilli and other fruits. Fruits show round holes, often with the caterpillar half outside, and rot or drop; worst at flowering and fruiting.',
    kn: 'ಹಣ್ಣು ಕೊರಕ (ಹೆಲಿಕೊವರ್ಪಾ) ಟೊಮ್ಯಾಟೊ, ಮೆಣಸಿನಕಾಯಿ ಮುಂತಾದ ಕಾಯಿಗಳನ್ನು ಕೊರೆಯುವ ಹಸಿರು ಅಥವಾ ಕಂದು ಮರಿಹುಳು. ಕಾಯಿಗಳಲ್ಲಿ ದುಂಡನೆಯ ರಂಧ್ರ ಕಂಡು, ಹುಳು ಅರ್ಧ ಹೊರಗಿರುತ್ತದೆ, ಕಾಯಿ ಕೊಳೆತು ಉದುರುತ್ತದೆ; ಹೂ ಮತ್ತು ಕಾಯಿ ಹಂತದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'shoot-and-fruit-borer': {
    en: 'The shoot and fruit borer is a small caterpillar that bores into the tender shoots and fruits of brinjal and okra. Young shoots wilt and droop, and fruits have holes plugged with droppings, so they cannot be sold; worst in warm, humid weather.',
    kn: 'ಚಿಗುರು ಮತ್ತು ಕಾಯಿ ಕೊರಕ ಬದನೆ ಮತ್ತು ಬೆಂಡೆಯ ಎಳೆಯ ಚಿಗುರು ಹಾಗೂ ಕಾಯಿಗಳನ್ನು ಕೊರೆಯುವ ಸಣ್ಣ ಮರಿಹುಳು. ಚಿಗುರುಗಳು ಬಾಡಿ ಬಾಗುತ್ತವೆ, ಕಾಯಿಗಳಲ್ಲಿ ಹಿಕ್ಕೆ ತುಂಬಿದ ರಂಧ್ರಗಳಿದ್ದು ಮಾರಾಟಕ್ಕೆ ಯೋಗ್ಯವಿರುವುದಿಲ್ಲ; ಬೆಚ್ಚಗಿನ ತೇವದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  bollworm: {
    en: 'Bollworms are caterpillars that feed inside cotton squares, flowers and bolls; the pink bollworm hides within the boll. Flowers stay closed like a rosette, squares and young bolls drop, and opened bolls have stained lint and eaten seeds.',
    kn: 'ಕಾಯಿಕೊರಕ ಹತ್ತಿಯ ಮೊಗ್ಗು, ಹೂವು ಮತ್ತು ಕಾಯಿಗಳ ಒಳಗೆ ತಿನ್ನುವ ಮರಿಹುಳು; ಗುಲಾಬಿ ಕಾಯಿಕೊರಕ ಕಾಯಿಯೊಳಗೆ ಅಡಗಿರುತ್ತದೆ. ಹೂವುಗಳು ಪೂರ್ತಿ ಅರಳದೆ ಮುದುಡುತ್ತವೆ, ಮೊಗ್ಗು ಮತ್ತು ಎಳೆಯ ಕಾಯಿ ಉದುರುತ್ತವೆ, ಒಡೆದ ಕಾಯಿಯಲ್ಲಿ ಹತ್ತಿ ಕೆಟ್ಟು ಬೀಜ ತಿಂದಿರುತ್ತದೆ.',
  },
  'pod-borer': {
    en: 'The pod borer is a caterpillar that bores into the pods of redgram, Bengal gram and other pulses and eats the seeds. Pods show round holes, often with the head of the caterpillar inside; damage is worst from flowering to pod filling.',
    kn: 'ಕಾಯಿ ಕೊರೆಯುವ ಹುಳು ತೊಗರಿ, ಕಡಲೆ ಮುಂತಾದ ದ್ವಿದಳ ಬೆಳೆಗಳ ಕಾಯಿಗಳನ್ನು ಕೊರೆದು ಬೀಜ ತಿನ್ನುವ ಮರಿಹುಳು. ಕಾಯಿಗಳಲ್ಲಿ ದುಂಡನೆಯ ರಂಧ್ರಗಳು ಕಾಣುತ್ತವೆ, ಹುಳುವಿನ ತಲೆ ಕಾಯಿಯೊಳಗಿರುತ್ತದೆ; ಹೂ ಬಿಡುವುದರಿಂದ ಕಾಳು ತುಂಬುವವರೆಗೆ ಹಾನಿ ಹೆಚ್ಚು.',
  },
  'fall-armyworm': {
    en: "Fall armyworm is a caterpillar with an inverted 'Y' mark on its head that feeds deep inside the whorl of maize and jowar. Leaves show ragged holes and the whorl fills with sawdust-like droppings; worst in the young crop up to tasselling.",
    kn: "ಸೈನಿಕ ಹುಳು ತಲೆಯ ಮೇಲೆ ತಲೆಕೆಳಗಾದ 'Y' ಗುರುತು ಇರುವ ಮರಿಹುಳು; ಮೆಕ್ಕೆಜೋಳ ಮತ್ತು ಜೋಳದ ಸುಳಿಯೊಳಗೆ ತಿನ್ನುತ್ತದೆ. ಎಲೆಗಳಲ್ಲಿ ಹರಿದಂತಹ ರಂಧ್ರಗಳು ಮತ್ತು ಸುಳಿಯಲ್ಲಿ ಮರದ ಹೊಟ್ಟಿನಂತಹ ಹಿಕ್ಕೆ ಕಾಣುತ್ತದೆ; ಎಳೆಯ ಬೆಳೆಯಲ್ಲಿ ಹಾನಿ ಹೆಚ್ಚು.",
  },
  'brown-plant-hopper': {
    en: 'The brown plant hopper is a small brown insect that gathers at the base of paddy plants near the water and sucks sap. Plants yellow and dry in round patches that look burnt (hopper burn); worst in dense, heavily fertilised crops from the booting stage.',
    kn: 'ಕಂದು ಜಿಗಿಹುಳು ಭತ್ತದ ಗಿಡಗಳ ಬುಡದಲ್ಲಿ ನೀರಿನ ಮಟ್ಟದ ಬಳಿ ಗುಂಪಾಗಿ ರಸ ಹೀರುವ ಸಣ್ಣ ಕಂದು ಕೀಟ. ಗದ್ದೆಯಲ್ಲಿ ದುಂಡನೆಯ ತೇಪೆಗಳಲ್ಲಿ ಗಿಡಗಳು ಹಳದಿಯಾಗಿ ಸುಟ್ಟಂತೆ ಒಣಗುತ್ತವೆ; ಒತ್ತಾದ, ಹೆಚ್ಚು ಸಾರಜನಕ ಕೊಟ್ಟ ಬೆಳೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'diamondback-moth': {
    en: 'The diamondback moth is a small green caterpillar of cabbage, cauliflower and other cole crops that wriggles and drops on a silk thread when touched. Young larvae scrape leaves into papery windows, older ones make holes; worst in dry weather.',
    kn: 'ವಜ್ರಬೆನ್ನಿನ ಪತಂಗದ ಮರಿಹುಳು ಎಲೆಕೋಸು, ಹೂಕೋಸಿನ ಎಲೆ ತಿನ್ನುವ ಸಣ್ಣ ಹಸಿರು ಹುಳು; ಮುಟ್ಟಿದರೆ ನುಲಿದು ರೇಷ್ಮೆ ದಾರದಲ್ಲಿ ಜೋತು ಬೀಳುತ್ತದೆ. ಎಲೆಗಳ ಮೇಲೆ ಕೆರೆದ ಕಿಟಕಿಯಂತಹ ತೆಳು ಭಾಗಗಳು ಮತ್ತು ರಂಧ್ರಗಳು ಕಾಣುತ್ತವೆ; ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'leaf-folder': {
    en: 'The leaf folder is a green caterpillar that folds paddy leaves lengthwise with silk and feeds inside the fold. Folded leaves show white, papery streaks where the green has been scraped off; worst in humid weather and heavily fertilised fields.',
    kn: 'ಎಲೆ ಮಡಚುವ ಹುಳು ಭತ್ತದ ಎಲೆಯನ್ನು ಉದ್ದಕ್ಕೆ ಮಡಚಿ ಒಳಗೆ ಕುಳಿತು ತಿನ್ನುವ ಹಸಿರು ಮರಿಹುಳು. ಮಡಚಿದ ಎಲೆಗಳಲ್ಲಿ ಹಸಿರು ಭಾಗ ಕೆರೆದು ಬಿಳಿ ಗೆರೆಗಳು ಕಾಣುತ್ತವೆ; ತೇವಾಂಶ ಹೆಚ್ಚಿರುವಾಗ ಮತ್ತು ಹೆಚ್ಚು ಸಾರಜನಕ ಕೊಟ್ಟ ಗದ್ದೆಗಳಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'leaf-miner': {
    en: 'Leaf miners are tiny maggots that tunnel between the upper and lower surfaces of the leaves of tomato, beans, cucurbits and other crops. Leaves show winding white lines (serpentine mines) that later dry up; heavy attack slows young plants.',
    kn: 'ಎಲೆ ಸುರಂಗ ಹುಳು ಟೊಮ್ಯಾಟೊ, ಹುರುಳಿಕಾಯಿ, ಬಳ್ಳಿ ತರಕಾರಿಗಳ ಎಲೆಯ ಎರಡು ಪದರಗಳ ನಡುವೆ ಸುರಂಗ ಕೊರೆದು ತಿನ್ನುವ ಸಣ್ಣ ಹುಳು. ಎಲೆಗಳ ಮೇಲೆ ಹಾವಿನಂತೆ ಸುತ್ತುವ ಬಿಳಿ ಗೆರೆಗಳು ಕಂಡು ನಂತರ ಒಣಗುತ್ತವೆ; ಎಳೆಯ ಗಿಡಗಳ ಬೆಳವಣಿಗೆ ಕುಂಠಿತವಾಗುತ್ತದೆ.',
  },
  mealybug: {
    en: 'Mealybugs are soft insects covered in white, cottony wax that cluster on stems, leaves, fruits and bunches and suck sap. Plants get sticky honeydew, black sooty mould and ants, and growth and fruit quality suffer; worst in dry weather.',
    kn: 'ಹಿಟ್ಟುತಿಗಣೆ ಬಿಳಿ ಹತ್ತಿಯಂತಹ ಮೇಣದ ಹೊದಿಕೆಯಿರುವ ಮೃದು ಕೀಟ; ಕಾಂಡ, ಎಲೆ, ಕಾಯಿ ಮತ್ತು ಗೊಂಚಲುಗಳ ಮೇಲೆ ಗುಂಪಾಗಿ ರಸ ಹೀರುತ್ತದೆ. ಅಂಟು ದ್ರವ, ಕಪ್ಪು ಬೂಷ್ಟು ಮತ್ತು ಇರುವೆಗಳು ಕಾಣುತ್ತವೆ, ಕಾಯಿಯ ಗುಣಮಟ್ಟ ಕುಸಿಯುತ್ತದೆ; ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  caterpillars: {
    en: 'Leaf-eating caterpillars, such as hairy caterpillars and the tobacco caterpillar, feed on the leaves of groundnut, soybean, vegetables and other crops. Leaves are eaten from the edges or down to the veins, often overnight; worst in the monsoon.',
    kn: 'ಕಂಬಳಿಹುಳು ಮತ್ತು ಇತರ ಎಲೆ ತಿನ್ನುವ ಮರಿಹುಳುಗಳು ಶೇಂಗಾ, ಸೋಯಾ, ತರಕಾರಿ ಮುಂತಾದ ಬೆಳೆಗಳ ಎಲೆಗಳನ್ನು ತಿನ್ನುತ್ತವೆ. ಎಲೆಗಳು ಅಂಚಿನಿಂದ ತಿನ್ನಲ್ಪಡುತ್ತವೆ ಅಥವಾ ನರಗಳು ಮಾತ್ರ ಉಳಿಯುತ್ತವೆ, ಹೆಚ್ಚಾಗಿ ರಾತ್ರಿ ತಿನ್ನುತ್ತವೆ; ಮುಂಗಾರಿನಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'white-grub': {
    en: 'White grubs are fat, C-shaped, creamy-white beetle larvae that live in the soil and eat roots. Plants yellow, wilt and die in patches and pull out easily; worst in the monsoon after the first rains, in groundnut, arecanut and sugarcane.',
    kn: "ಬೇರು ಹುಳು (ಗೊಣ್ಣೆ ಹುಳು) ಮಣ್ಣಿನಲ್ಲಿದ್ದು ಬೇರು ತಿನ್ನುವ, 'C' ಆಕಾರದಲ್ಲಿ ಬಾಗಿದ ದಪ್ಪ ಬಿಳಿ ಮರಿಹುಳು; ಇದು ದುಂಬಿಯ ಮರಿ. ಗಿಡಗಳು ತೇಪೆಗಳಲ್ಲಿ ಹಳದಿಯಾಗಿ ಬಾಡಿ ಸಾಯುತ್ತವೆ, ಸುಲಭವಾಗಿ ಕಿತ್ತು ಬರುತ್ತವೆ; ಮುಂಗಾರಿನ ಮೊದಲ ಮಳೆಯ ನಂತರ ಹೆಚ್ಚು.",
  },
  'fruit-fly': {
    en: 'Fruit flies lay eggs under the skin of cucurbits, mango, guava and other fruits, and the maggots feed inside. Fruits show small punctures oozing sap, turn soft, rot and drop; worst in warm, humid weather near harvest.',
    kn: 'ಹಣ್ಣು ನೊಣ ಕುಂಬಳ ಜಾತಿಯ ಕಾಯಿಗಳು, ಮಾವು, ಸೀಬೆ ಮುಂತಾದ ಹಣ್ಣುಗಳ ಸಿಪ್ಪೆಯೊಳಗೆ ಮೊಟ್ಟೆ ಇಡುತ್ತದೆ, ಅದರ ಹುಳುಗಳು ಒಳಗೆ ತಿನ್ನುತ್ತವೆ. ಕಾಯಿಗಳ ಮೇಲೆ ರಸ ಸೋರುವ ಚುಚ್ಚು ಗುರುತುಗಳು ಕಂಡು, ಮೆತ್ತಗಾಗಿ ಕೊಳೆತು ಉದುರುತ್ತವೆ; ಬೆಚ್ಚಗಿನ ತೇವದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  nematodes: {
    en: 'Nematodes are microscopic worms in the soil that feed on roots; the root-knot nematode makes knots (galls) on them. Plants are stunted and yellow and wilt at midday in patches, and uprooted plants show knotted roots; worst in light soils.',
    kn: 'ಜಂತುಹುಳು ಮಣ್ಣಿನಲ್ಲಿದ್ದು ಬೇರುಗಳನ್ನು ತಿನ್ನುವ ಕಣ್ಣಿಗೆ ಕಾಣದ ಸೂಕ್ಷ್ಮ ಹುಳು; ಬೇರು ಗಂಟು ಜಂತುಹುಳು ಬೇರುಗಳ ಮೇಲೆ ಗಂಟುಗಳನ್ನು ಉಂಟುಮಾಡುತ್ತದೆ. ಗಿಡಗಳು ತೇಪೆಗಳಲ್ಲಿ ಕುಂಠಿತವಾಗಿ ಹಳದಿಯಾಗಿ ಮಧ್ಯಾಹ್ನ ಬಾಡುತ್ತವೆ; ಕಿತ್ತು ನೋಡಿದರೆ ಬೇರಿನಲ್ಲಿ ಗಂಟುಗಳು ಕಾಣುತ್ತವೆ.',
  },
  'powdery-mildew': {
    en: 'Powdery mildew is a fungal disease that covers leaves, stems and fruits with a white, talc-like powder. Leaves turn yellow, dry and drop, and fruits crack or stay small; worst in dry days with cool nights, in grapes, cucurbits, peas and chilli.',
    kn: 'ಬೂದಿ ರೋಗ ಎಲೆ, ಕಾಂಡ ಮತ್ತು ಕಾಯಿಗಳ ಮೇಲೆ ಬಿಳಿ ಹಿಟ್ಟಿನಂತಹ ಬೂದಿಯನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ. ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಒಣಗಿ ಉದುರುತ್ತವೆ, ಕಾಯಿಗಳು ಸೀಳುತ್ತವೆ ಅಥವಾ ಚಿಕ್ಕದಾಗುತ್ತವೆ; ಹಗಲು ಒಣ, ರಾತ್ರಿ ತಂಪಾದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'downy-mildew': {
    en: 'Downy mildew is a disease that makes pale yellow, angular patches on the upper side of leaves with grey-white downy growth beneath. Leaves dry and drop and flower bunches rot; worst in cool, humid, rainy weather, especially in grapes and cucurbits.',
    kn: 'ಬೂಜು ತುಪ್ಪಟ ರೋಗ ಎಲೆಯ ಮೇಲ್ಭಾಗದಲ್ಲಿ ತಿಳಿ ಹಳದಿ ತೇಪೆಗಳು ಮತ್ತು ಕೆಳಭಾಗದಲ್ಲಿ ಬೂದು-ಬಿಳಿ ತುಪ್ಪಟದಂತಹ ಬೆಳವಣಿಗೆ ಉಂಟುಮಾಡುವ ರೋಗ. ಎಲೆಗಳು ಒಣಗಿ ಉದುರುತ್ತವೆ, ಹೂ ಗೊಂಚಲು ಕೊಳೆಯುತ್ತದೆ; ತಂಪಾದ ತೇವದ ಮಳೆಗಾಲದಲ್ಲಿ, ವಿಶೇಷವಾಗಿ ದ್ರಾಕ್ಷಿಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  blast: {
    en: 'Blast is a fungal disease of paddy and ragi that makes spindle-shaped spots with grey centres and brown edges on the leaves. The neck of the earhead turns black and breaks and the grains stay empty; worst with cool nights, heavy dew and excess nitrogen.',
    kn: 'ಬೆಂಕಿ ರೋಗ ಭತ್ತ ಮತ್ತು ರಾಗಿಯ ಎಲೆಗಳ ಮೇಲೆ ಬೂದು ನಡು ಮತ್ತು ಕಂದು ಅಂಚಿನ ಕಣ್ಣಿನಾಕಾರದ ಚುಕ್ಕೆಗಳನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ. ತೆನೆಯ ಕುತ್ತಿಗೆ ಕಪ್ಪಾಗಿ ಮುರಿದು ತೆನೆ ಜೊಳ್ಳಾಗುತ್ತದೆ; ತಂಪು ರಾತ್ರಿ, ಹೆಚ್ಚು ಇಬ್ಬನಿ ಮತ್ತು ಅತಿಯಾದ ಸಾರಜನಕದಿಂದ ಹೆಚ್ಚು.',
  },
  'sheath-blight': {
    en: 'Sheath blight is a fungal disease of paddy that starts as oval, greenish-grey spots with brown edges on the leaf sheath near the water line. The spots join and spread up to the leaves, which dry; worst from tillering to booting in dense, humid fields.',
    kn: 'ಕವಚ ಅಂಗಮಾರಿ ಭತ್ತದ ಶಿಲೀಂಧ್ರ ರೋಗ; ನೀರಿನ ಮಟ್ಟದ ಬಳಿ ಎಲೆ ಕವಚದ ಮೇಲೆ ಕಂದು ಅಂಚಿನ ಅಂಡಾಕಾರದ ಬೂದು-ಹಸಿರು ಮಚ್ಚೆಗಳಾಗಿ ಆರಂಭವಾಗುತ್ತದೆ. ಮಚ್ಚೆಗಳು ಸೇರಿ ಮೇಲಕ್ಕೆ ಹರಡಿ ಎಲೆಗಳು ಒಣಗುತ್ತವೆ; ತೆಂಡೆ ಒಡೆಯುವಾಗಿನಿಂದ ತೆನೆ ಹಂತದವರೆಗೆ ಹೆಚ್ಚು.',
  },
  'bacterial-leaf-blight': {
    en: 'Bacterial leaf blight is a bacterial disease of paddy: leaves turn yellow, then straw-coloured, from the tip down along the edges, with a wavy border. Young plants may wilt completely (kresek); worst after storms and floods, with heavy nitrogen.',
    kn: 'ದುಂಡಾಣು ಎಲೆ ಅಂಗಮಾರಿ ಭತ್ತದ ದುಂಡಾಣು ರೋಗ; ಎಲೆಗಳು ತುದಿಯಿಂದ ಅಂಚುಗಳುದ್ದಕ್ಕೂ ಅಲೆಯಂತಹ ಗಡಿಯೊಂದಿಗೆ ಹಳದಿಯಾಗಿ ಒಣ ಹುಲ್ಲಿನ ಬಣ್ಣಕ್ಕೆ ತಿರುಗುತ್ತವೆ. ಎಳೆಯ ಸಸಿಗಳು ಪೂರ್ತಿ ಬಾಡಬಹುದು; ಗಾಳಿ-ಮಳೆ, ನೆರೆಯ ನಂತರ ಮತ್ತು ಹೆಚ್ಚು ಸಾರಜನಕ ಕೊಟ್ಟಾಗ ಹೆಚ್ಚು.',
  },
  'bacterial-blight': {
    en: 'Bacterial blight (oily spot) is a bacterial disease of pomegranate that makes small, dark, water-soaked oily spots on leaves, twigs and fruits. Spots on fruits turn black and the fruit cracks, and cankers form on stems; worst in warm, rainy weather.',
    kn: 'ದುಂಡಾಣು ಅಂಗಮಾರಿ (ತೈಲ ಮಚ್ಚೆ ರೋಗ) ದಾಳಿಂಬೆಯ ಎಲೆ, ರೆಂಬೆ ಮತ್ತು ಕಾಯಿಗಳ ಮೇಲೆ ಎಣ್ಣೆ ಸವರಿದಂತಹ ಕಪ್ಪು ಮಚ್ಚೆಗಳನ್ನು ಮೂಡಿಸುವ ದುಂಡಾಣು ರೋಗ. ಕಾಯಿಯ ಮೇಲಿನ ಮಚ್ಚೆಗಳು ಕಪ್ಪಾಗಿ ಕಾಯಿ ಸೀಳುತ್ತದೆ, ಕಾಂಡದಲ್ಲಿ ಗಾಯಗಳಾಗುತ್ತವೆ; ಬೆಚ್ಚಗಿನ ಮಳೆಗಾಲದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'early-blight': {
    en: 'Early blight is a fungal disease of tomato and potato that makes brown spots with rings like a target, first on the older, lower leaves. Leaves yellow and drop from the bottom up, and dark sunken spots may form on stems and fruits; worst in warm weather with dew.',
    kn: 'ಮುಂಚಿನ ಅಂಗಮಾರಿ ಟೊಮ್ಯಾಟೊ ಮತ್ತು ಆಲೂಗಡ್ಡೆಯ ಶಿಲೀಂಧ್ರ ರೋಗ; ಮೊದಲು ಕೆಳಗಿನ ಹಳೆಯ ಎಲೆಗಳ ಮೇಲೆ ಉಂಗುರಗಳಿರುವ ಕಂದು ಚುಕ್ಕೆಗಳು ಕಾಣುತ್ತವೆ. ಎಲೆಗಳು ಕೆಳಗಿನಿಂದ ಹಳದಿಯಾಗಿ ಉದುರುತ್ತವೆ, ಕಾಂಡ ಮತ್ತು ಕಾಯಿಗಳ ಮೇಲೂ ಕಪ್ಪು ಮಚ್ಚೆ ಬರಬಹುದು.',
  },
  'late-blight': {
    en: 'Late blight is a fast-spreading disease of potato and tomato that makes large, dark, water-soaked patches on leaves, with white mould beneath in moist weather. Plants can collapse within days and fruits and tubers rot; worst in cool, cloudy, rainy weather.',
    kn: 'ತಡವಾದ ಅಂಗಮಾರಿ ಆಲೂಗಡ್ಡೆ ಮತ್ತು ಟೊಮ್ಯಾಟೊದಲ್ಲಿ ವೇಗವಾಗಿ ಹರಡುವ ರೋಗ; ಎಲೆಗಳ ಮೇಲೆ ನೀರಿನಲ್ಲಿ ನೆನೆದಂತಹ ದೊಡ್ಡ ಕಪ್ಪು ಮಚ್ಚೆಗಳು, ಕೆಳಭಾಗದಲ್ಲಿ ಬಿಳಿ ಬೂಷ್ಟು ಕಾಣುತ್ತದೆ. ಕೆಲವೇ ದಿನಗಳಲ್ಲಿ ಗಿಡ ಸುಟ್ಟಂತೆ ಒಣಗುತ್ತದೆ, ಕಾಯಿ ಮತ್ತು ಗಡ್ಡೆ ಕೊಳೆಯುತ್ತವೆ; ತಂಪಾದ ಮಳೆಯ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  anthracnose: {
    en: 'Anthracnose is a fungal disease that makes dark, sunken spots on the fruits, leaves and twigs of mango, chilli, pomegranate, beans and other crops. Flowers blacken, fruits rot and drop and twigs dry back from the tip (die-back); worst in warm, rainy weather.',
    kn: 'ಚಿಬ್ಬು ರೋಗ ಮಾವು, ಮೆಣಸಿನಕಾಯಿ, ದಾಳಿಂಬೆ, ಹುರುಳಿ ಮುಂತಾದ ಬೆಳೆಗಳ ಕಾಯಿ, ಎಲೆ ಮತ್ತು ರೆಂಬೆಗಳ ಮೇಲೆ ಕಪ್ಪು ತಗ್ಗಿದ ಮಚ್ಚೆಗಳನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ. ಹೂವು ಕಪ್ಪಾಗಿ, ಕಾಯಿ ಕೊಳೆತು ಉದುರುತ್ತವೆ, ರೆಂಬೆಗಳು ತುದಿಯಿಂದ ಒಣಗುತ್ತವೆ; ಬೆಚ್ಚಗಿನ ಮಳೆಗಾಲದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'leaf-spot': {
    en: 'Leaf spot is a group of fungal diseases, such as tikka of groundnut, that make round brown to black spots, often with a yellow halo, on the leaves. The spots join, leaves yellow and drop early and yield falls; worst in humid weather from mid-season.',
    kn: 'ಎಲೆ ಚುಕ್ಕೆ ರೋಗ ಎಲೆಗಳ ಮೇಲೆ ಹಳದಿ ಅಂಚಿನ ದುಂಡನೆಯ ಕಂದು ಅಥವಾ ಕಪ್ಪು ಚುಕ್ಕೆಗಳನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ; ಶೇಂಗಾದ ಟಿಕ್ಕಾ ರೋಗ ಇದಕ್ಕೆ ಉದಾಹರಣೆ. ಚುಕ್ಕೆಗಳು ಸೇರಿ ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಬೇಗ ಉದುರುತ್ತವೆ, ಇಳುವರಿ ಕುಸಿಯುತ್ತದೆ; ತೇವದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  sigatoka: {
    en: 'Sigatoka leaf spot is a fungal disease of banana that starts as small yellow streaks on the leaves, which grow into long brown-black spots with grey centres. Leaves dry from the edges, bunches stay small and fruits ripen early; worst in the monsoon.',
    kn: 'ಸಿಗಟೋಕಾ ಎಲೆ ಚುಕ್ಕೆ ರೋಗ ಬಾಳೆಯ ಶಿಲೀಂಧ್ರ ರೋಗ; ಎಲೆಗಳ ಮೇಲಿನ ಸಣ್ಣ ಹಳದಿ ಗೆರೆಗಳು ಬೆಳೆದು ಬೂದು ನಡುವಿನ ಉದ್ದ ಕಂದು-ಕಪ್ಪು ಮಚ್ಚೆಗಳಾಗುತ್ತವೆ. ಎಲೆಗಳು ಅಂಚಿನಿಂದ ಒಣಗುತ್ತವೆ, ಗೊನೆ ಚಿಕ್ಕದಾಗಿ ಕಾಯಿಗಳು ಬೇಗ ಹಣ್ಣಾಗುತ್ತವೆ; ಮಳೆಗಾಲದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  rust: {
    en: 'Rust is a fungal disease that forms small, raised orange to reddish-brown pustules, mostly under the leaves, that leave a rusty powder on the fingers. Leaves yellow, dry and drop early; common on groundnut, coffee, wheat and beans in humid weather.',
    kn: 'ತುಕ್ಕು ರೋಗ ಎಲೆಯ ಕೆಳಭಾಗದಲ್ಲಿ ಕಿತ್ತಳೆ ಅಥವಾ ಕೆಂಪು-ಕಂದು ಬಣ್ಣದ ಉಬ್ಬಿದ ಸಣ್ಣ ಗುಳ್ಳೆಗಳನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ; ಮುಟ್ಟಿದರೆ ಬೆರಳಿಗೆ ತುಕ್ಕಿನ ಪುಡಿ ಅಂಟುತ್ತದೆ. ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಒಣಗಿ ಬೇಗ ಉದುರುತ್ತವೆ; ಶೇಂಗಾ, ಕಾಫಿ, ಗೋಧಿಯಲ್ಲಿ ತೇವದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  wilt: {
    en: 'Wilt is a soil-borne fungal disease (Fusarium) that blocks the water-carrying vessels of redgram, chickpea, tomato, banana and other crops. Lower leaves yellow and the plant droops and dries, often one side first, and a split stem shows brown streaks inside.',
    kn: 'ಸೊರಗು ರೋಗ ಮಣ್ಣಿನ ಮೂಲಕ ಹರಡುವ ಶಿಲೀಂಧ್ರ ರೋಗ; ತೊಗರಿ, ಕಡಲೆ, ಟೊಮ್ಯಾಟೊ, ಬಾಳೆ ಮುಂತಾದ ಬೆಳೆಗಳ ನೀರು ಸಾಗಿಸುವ ನಾಳಗಳನ್ನು ಇದು ಮುಚ್ಚುತ್ತದೆ. ಕೆಳಗಿನ ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಗಿಡ ಬಾಡಿ ಒಣಗುತ್ತದೆ; ಕಾಂಡ ಸೀಳಿದರೆ ಒಳಗೆ ಕಂದು ಗೆರೆಗಳು ಕಾಣುತ್ತವೆ.',
  },
  'bacterial-wilt': {
    en: 'Bacterial wilt is a soil-borne bacterial disease of tomato, brinjal, chilli and potato in which the whole plant suddenly wilts while the leaves are still green. A cut stem dipped in clear water lets out a milky white stream; worst in warm, wet soils.',
    kn: 'ದುಂಡಾಣು ಸೊರಗು ರೋಗ ಟೊಮ್ಯಾಟೊ, ಬದನೆ, ಮೆಣಸು, ಆಲೂಗಡ್ಡೆಯಲ್ಲಿ ಮಣ್ಣಿನ ಮೂಲಕ ಹರಡುವ ದುಂಡಾಣು ರೋಗ; ಎಲೆಗಳು ಹಸಿರಾಗಿರುವಾಗಲೇ ಇಡೀ ಗಿಡ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಬಾಡುತ್ತದೆ. ಕತ್ತರಿಸಿದ ಕಾಂಡವನ್ನು ಶುದ್ಧ ನೀರಿನಲ್ಲಿಟ್ಟರೆ ಹಾಲಿನಂತಹ ಬಿಳಿ ದ್ರವ ಸೋರುತ್ತದೆ.',
  },
  'damping-off': {
    en: 'Damping off is a soil-borne fungal disease of nursery seedlings of tomato, chilli, brinjal, cabbage and other crops. Seedlings rot at the soil line, fall over and die in patches, or seeds rot before coming up; worst in wet, crowded, poorly drained beds.',
    kn: 'ಸಸಿ ಕೊಳೆ ರೋಗ ಟೊಮ್ಯಾಟೊ, ಮೆಣಸು, ಬದನೆ, ಕೋಸು ಮುಂತಾದ ಬೆಳೆಗಳ ಸಸಿಮಡಿಯಲ್ಲಿ ಮಣ್ಣಿನ ಮೂಲಕ ಬರುವ ಶಿಲೀಂಧ್ರ ರೋಗ. ಸಸಿಗಳು ನೆಲಮಟ್ಟದಲ್ಲಿ ಕೊಳೆತು ತೇಪೆಗಳಲ್ಲಿ ಬಿದ್ದು ಸಾಯುತ್ತವೆ; ನೀರು ನಿಲ್ಲುವ, ಒತ್ತಾಗಿ ಬಿತ್ತಿದ ಮಡಿಗಳಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'root-rot': {
    en: 'Root rot (collar rot) is a soil-borne fungal disease in which the roots and the base of the stem turn brown or black and rot. Leaves yellow, the plant wilts and dries and pulls out easily with rotten roots; worst in waterlogged soils.',
    kn: 'ಬೇರು ಕೊಳೆ ರೋಗ (ಬುಡ ಕೊಳೆ) ಮಣ್ಣಿನ ಮೂಲಕ ಬರುವ ಶಿಲೀಂಧ್ರ ರೋಗ; ಬೇರು ಮತ್ತು ಕಾಂಡದ ಬುಡ ಕಂದು ಅಥವಾ ಕಪ್ಪಾಗಿ ಕೊಳೆಯುತ್ತದೆ. ಎಲೆಗಳು ಹಳದಿಯಾಗಿ ಗಿಡ ಬಾಡಿ ಒಣಗುತ್ತದೆ, ಕೊಳೆತ ಬೇರಿನೊಂದಿಗೆ ಸುಲಭವಾಗಿ ಕಿತ್ತು ಬರುತ್ತದೆ; ನೀರು ನಿಲ್ಲುವ ಮಣ್ಣಿನಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  koleroga: {
    en: 'Koleroga (mahali) is the Phytophthora fruit rot of arecanut that strikes in the heavy monsoon rains. Young nuts get water-soaked patches, often with white mould, and rot and drop in large numbers; it can also rot the bunch stalk and the crown.',
    kn: 'ಕೊಳೆ ರೋಗ (ಮಹಾಳಿ) ಮುಂಗಾರಿನ ಭಾರಿ ಮಳೆಯಲ್ಲಿ ಅಡಿಕೆಗೆ ಬರುವ ಫೈಟೊಫ್ತೊರಾ ಕಾಯಿ ಕೊಳೆ ರೋಗ. ಎಳೆಯ ಅಡಿಕೆಗಳ ಮೇಲೆ ನೀರಿನಲ್ಲಿ ನೆನೆದಂತಹ ಮಚ್ಚೆಗಳು ಕಂಡು, ಬಿಳಿ ಬೂಷ್ಟು ಬೆಳೆದು ಕಾಯಿಗಳು ಕೊಳೆತು ರಾಶಿಯಾಗಿ ಉದುರುತ್ತವೆ; ಗೊನೆಯ ದಂಟು ಮತ್ತು ಸುಳಿಯೂ ಕೊಳೆಯಬಹುದು.',
  },
  'bud-rot': {
    en: 'Bud rot is a fungal disease of coconut and arecanut in which the heart (spindle) leaf turns yellow, then brown, and bends over. The soft tissue of the crown rots with a foul smell and the palm dies if not treated early; worst in the monsoon.',
    kn: 'ಸುಳಿ ಕೊಳೆ ರೋಗ ತೆಂಗು ಮತ್ತು ಅಡಿಕೆಯ ಶಿಲೀಂಧ್ರ ರೋಗ; ನಡುವಿನ ಸುಳಿ ಗರಿ ಹಳದಿಯಾಗಿ ನಂತರ ಕಂದಾಗಿ ಬಾಗುತ್ತದೆ. ಸುಳಿಯ ಮೃದು ಭಾಗ ದುರ್ವಾಸನೆಯೊಂದಿಗೆ ಕೊಳೆಯುತ್ತದೆ, ಬೇಗ ಚಿಕಿತ್ಸೆ ನೀಡದಿದ್ದರೆ ಮರ ಸಾಯುತ್ತದೆ; ಮಳೆಗಾಲದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'fruit-rot': {
    en: 'Fruit rot is a fungal disease of chilli, tomato, brinjal and other crops in which fruits get soft, water-soaked or dark sunken patches. The rot spreads over the fruit, often with mould, and fruits shrivel or drop; worst in wet weather at ripening.',
    kn: 'ಕಾಯಿ ಕೊಳೆ ರೋಗ ಮೆಣಸು, ಟೊಮ್ಯಾಟೊ, ಬದನೆ ಮುಂತಾದ ಬೆಳೆಗಳ ಕಾಯಿಗಳ ಮೇಲೆ ನೀರಿನಲ್ಲಿ ನೆನೆದಂತಹ ಅಥವಾ ಕಪ್ಪು ತಗ್ಗಿದ ಮಚ್ಚೆಗಳನ್ನು ಮೂಡಿಸುವ ಶಿಲೀಂಧ್ರ ರೋಗ. ಕೊಳೆ ಇಡೀ ಕಾಯಿಗೆ ಹರಡಿ ಬೂಷ್ಟು ಬೆಳೆಯುತ್ತದೆ, ಕಾಯಿ ಸುಕ್ಕಾಗಿ ಉದುರುತ್ತದೆ; ಹಣ್ಣಾಗುವಾಗ ಮಳೆಯಾದರೆ ಹೆಚ್ಚು.',
  },
  'leaf-curl-virus': {
    en: 'Leaf curl is a virus disease of tomato, chilli and papaya spread by whiteflies. Leaves curl, crinkle and become small and thick, and plants are stunted and bushy and set few fruits; worst when whiteflies are many in warm, dry weather.',
    kn: 'ಎಲೆ ಮುದುರು ರೋಗ ಬಿಳಿನೊಣದಿಂದ ಹರಡುವ ನಂಜು (ವೈರಸ್) ರೋಗ; ಟೊಮ್ಯಾಟೊ, ಮೆಣಸು ಮತ್ತು ಪರಂಗಿಯಲ್ಲಿ ಕಾಣುತ್ತದೆ. ಎಲೆಗಳು ಮುದುರಿ, ಸುಕ್ಕಾಗಿ, ಚಿಕ್ಕದಾಗಿ ದಪ್ಪವಾಗುತ್ತವೆ, ಗಿಡ ಕುಂಠಿತವಾಗಿ ಪೊದೆಯಂತಾಗಿ ಕಾಯಿ ಕಡಿಮೆಯಾಗುತ್ತದೆ; ಬಿಸಿಲಿನ ಒಣ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'yellow-vein-mosaic': {
    en: 'Yellow vein mosaic is a virus disease of okra spread by whiteflies. The leaf veins turn bright yellow in a net pattern, later the whole leaf yellows, and fruits are small, pale and hard; worst in summer and the early monsoon when whiteflies are many.',
    kn: 'ಹಳದಿ ನರ ಮೊಸಾಯಿಕ್ ರೋಗ ಬಿಳಿನೊಣದಿಂದ ಹರಡುವ ಬೆಂಡೆಯ ನಂಜು ರೋಗ. ಎಲೆಯ ನರಗಳು ಬಲೆಯಂತೆ ಹಳದಿಯಾಗಿ ನಂತರ ಇಡೀ ಎಲೆ ಹಳದಿಯಾಗುತ್ತದೆ, ಕಾಯಿಗಳು ಚಿಕ್ಕದಾಗಿ, ಬಿಳಿಚಿಕೊಂಡು ಗಟ್ಟಿಯಾಗುತ್ತವೆ; ಬೇಸಿಗೆ ಮತ್ತು ಮುಂಗಾರಿನ ಆರಂಭದಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'purple-blotch': {
    en: 'Purple blotch is a fungal disease of onion and garlic that makes small, white, sunken spots on leaves and flower stalks, which grow into purple patches with yellow edges. Leaves dry from the tip and bulbs stay small; worst in warm, humid weather.',
    kn: 'ನೇರಳೆ ಮಚ್ಚೆ ರೋಗ ಈರುಳ್ಳಿ ಮತ್ತು ಬೆಳ್ಳುಳ್ಳಿಯ ಶಿಲೀಂಧ್ರ ರೋಗ; ಎಲೆ ಮತ್ತು ಹೂವಿನ ದಂಟಿನ ಮೇಲಿನ ಸಣ್ಣ ಬಿಳಿ ಮಚ್ಚೆಗಳು ಹಳದಿ ಅಂಚಿನ ನೇರಳೆ ಮಚ್ಚೆಗಳಾಗುತ್ತವೆ. ಎಲೆಗಳು ತುದಿಯಿಂದ ಒಣಗಿ ಗಡ್ಡೆಗಳು ಚಿಕ್ಕದಾಗುತ್ತವೆ; ಬೆಚ್ಚಗಿನ ತೇವದ ಹವೆಯಲ್ಲಿ ಹೆಚ್ಚು.',
  },
  'grassy-weeds': {
    en: 'Grassy weeds are grasses with long, narrow leaves and parallel veins, such as Bermuda grass (garike) and barnyard grass, that grow among the crop. They take water, nutrients and light from the crop and cut yield most in the first 30 to 45 days after sowing.',
    kn: 'ಹುಲ್ಲು ಕಳೆಗಳು ಉದ್ದವಾದ ಕಿರಿದಾದ ಎಲೆ ಮತ್ತು ಸಮಾನಾಂತರ ನರಗಳಿರುವ ಗರಿಕೆ, ಸಾವೆ ಹುಲ್ಲು ಮುಂತಾದ ಕಳೆಗಳು; ಬೆಳೆಯ ನಡುವೆ ಬೆಳೆಯುತ್ತವೆ. ಇವು ಬೆಳೆಯಿಂದ ನೀರು, ಪೋಷಕಾಂಶ ಮತ್ತು ಬೆಳಕನ್ನು ಕಸಿದು, ಬಿತ್ತನೆಯ ನಂತರದ ಮೊದಲ 30-45 ದಿನಗಳಲ್ಲಿ ಇಳುವರಿಗೆ ಹೆಚ್ಚು ಹಾನಿ ಮಾಡುತ್ತವೆ.',
  },
  'broadleaf-weeds': {
    en: 'Broadleaf weeds have wide leaves with net-like veins, such as wild amaranth (harive) and horse purslane (galijeru), and spread over the soil among the crop. They shade young crop plants and take water and nutrients, cutting yield most in the first weeks after sowing.',
    kn: 'ಅಗಲ ಎಲೆಯ ಕಳೆಗಳು ಕಾಡು ಹರಿವೆ, ಗಲಿಜೇರು ಮುಂತಾದ ಅಗಲವಾದ ಎಲೆ ಮತ್ತು ಬಲೆಯಂತಹ ನರಗಳಿರುವ ಕಳೆಗಳು; ಬೆಳೆಯ ನಡುವೆ ನೆಲದ ಮೇಲೆ ಹರಡುತ್ತವೆ. ಇವು ಎಳೆಯ ಬೆಳೆಗೆ ನೆರಳು ಮಾಡಿ ನೀರು ಮತ್ತು ಪೋಷಕಾಂಶ ಕಸಿಯುತ್ತವೆ; ಬಿತ್ತನೆಯ ನಂತರದ ಮೊದಲ ವಾರಗಳಲ್ಲಿ ಹೆಚ್ಚು ಹಾನಿ.',
  },
  sedges: {
    en: 'Sedges such as nut grass look like grasses but have solid, three-sided stems and grow from underground tubers. They come up again and again after weeding in wet and irrigated fields, because every tuber left in the soil sprouts.',
    kn: 'ಜೊಂಡು (ತುಂಗೆ ಹುಲ್ಲು) ಹುಲ್ಲಿನಂತೆ ಕಂಡರೂ ತ್ರಿಕೋನಾಕಾರದ ಗಟ್ಟಿ ಕಾಂಡವಿರುವ, ನೆಲದಡಿಯ ಗಡ್ಡೆಗಳಿಂದ ಬೆಳೆಯುವ ಕಳೆ. ನೀರಾವರಿ ಮತ್ತು ತೇವದ ಹೊಲಗಳಲ್ಲಿ ಕಳೆ ತೆಗೆದ ನಂತರವೂ ಮತ್ತೆ ಮತ್ತೆ ಬೆಳೆಯುತ್ತದೆ; ಮಣ್ಣಿನಲ್ಲಿ ಉಳಿದ ಪ್ರತಿ ಗಡ್ಡೆಯೂ ಮೊಳೆಯುತ್ತದೆ.',
  },
  'barnyard-grass': {
    en: 'Barnyard grass is a grassy weed of paddy that looks almost exactly like paddy seedlings, but has no ligule (the thin collar where the leaf meets the stem) and is often purplish at the base. It grows faster than the crop and cuts yield badly in the early weeks.',
    kn: 'ಸಾವೆ ಹುಲ್ಲು ಭತ್ತದ ಸಸಿಯಂತೆಯೇ ಕಾಣುವ ಹುಲ್ಲು ಕಳೆ; ಆದರೆ ಎಲೆ ಮತ್ತು ಕಾಂಡ ಸೇರುವಲ್ಲಿ ತೆಳು ಪೊರೆ (ಲಿಗ್ಯೂಲ್) ಇರುವುದಿಲ್ಲ, ಬುಡ ಹೆಚ್ಚಾಗಿ ನೇರಳೆ ಬಣ್ಣದ್ದಾಗಿರುತ್ತದೆ. ಇದು ಭತ್ತಕ್ಕಿಂತ ವೇಗವಾಗಿ ಬೆಳೆದು ಆರಂಭದ ವಾರಗಳಲ್ಲಿ ಇಳುವರಿಗೆ ಹೆಚ್ಚು ಹಾನಿ ಮಾಡುತ್ತದೆ.',
  },
  parthenium: {
    en: 'Parthenium (congress grass) is a fast-spreading weed of field edges, roadsides and waste land with deeply cut, carrot-like leaves and many small white flowers. Touching it or its pollen causes skin allergy, itching and asthma in people and animals.',
    kn: 'ಪಾರ್ಥೇನಿಯಂ (ಕಾಂಗ್ರೆಸ್ ಹುಲ್ಲು) ಹೊಲದ ಬದು, ರಸ್ತೆ ಬದಿ ಮತ್ತು ಪಾಳು ಭೂಮಿಯಲ್ಲಿ ವೇಗವಾಗಿ ಹರಡುವ, ಕ್ಯಾರೆಟ್ ಎಲೆಯಂತಹ ಸೀಳಿದ ಎಲೆ ಮತ್ತು ಸಣ್ಣ ಬಿಳಿ ಹೂವುಗಳ ಕಳೆ. ಇದನ್ನು ಮುಟ್ಟಿದರೆ ಅಥವಾ ಇದರ ಪರಾಗದಿಂದ ಮನುಷ್ಯರು ಮತ್ತು ಜಾನುವಾರುಗಳಿಗೆ ಚರ್ಮದ ಅಲರ್ಜಿ, ತುರಿಕೆ ಮತ್ತು ಉಬ್ಬಸ ಬರುತ್ತದೆ.',
  },
};
