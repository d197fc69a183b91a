/**
 * The words printed invitations use, in the seven languages the app reads.
 *
 * All lists are searched on every card, whatever language was chosen: Indian cards mix the
 * local script with English, and a Kannada card may print 'Venue:' under a Kannada heading.
 * Indic entries match at the start of a word (see `wordsPattern`), so the stem is enough
 * ('ಗೃಹಪ್ರವೇಶ' also finds 'ಗೃಹಪ್ರವೇಶದ'); Latin entries must match a whole word.
 */
import type { EventType } from '@shared/schemas/invitations';

/**
 * Words naming each kind of event. 'other' lists events outside the vocabulary (an anniversary,
 * a baby shower, an arangetram, a mourning rite): naming them keeps their card from being taken
 * for the puja or the lunch it mentions.
 */
export const EVENT_KEYWORDS: Record<EventType, readonly string[]> = {
  wedding: [
    'wedding', 'weddings', 'marriage', 'marriages', 'shaadi', 'shadi', 'vivah', 'vivaha', 'vivaham', 'vivahotsav',
    'parinay', 'parinaya', 'nuptials', 'wedding reception', 'reception', 'tying the knot', 'kalyanotsavam',
    'subha muhurtham', 'nikah', 'nikkah', 'getting married', 'thalikettu', 'kalyanam', 'lagnotsav',
    'विवाह', 'शादी', 'परिणय', 'पाणिग्रहण', 'उद्वाह', 'लग्नोत्सव', 'लग्नसोहळा', 'निकाह',
    'ಮದುವೆ', 'ವಿವಾಹ', 'ಕಲ್ಯಾಣ ಮಹೋತ್ಸವ', 'ಕಲ್ಯಾಣಮಹೋತ್ಸವ', 'ಧಾರಾ ಮುಹೂರ್ತ', 'ಧಾರೆ', 'ಆರತಕ್ಷತೆ',
    // Indic stems also find inflected forms; full forms come first so a name reads whole.
    'திருமணம்', 'திருமண', 'கல்யாணம்', 'கல்யாண', 'மணவிழா', 'மாங்கல்ய', 'வரவேற்பு',
    'వివాహం', 'వివాహము', 'వివాహ', 'పెళ్లి', 'పెళ్ళి', 'పెండ్లి', 'పరిణయ', 'కళ్యాణోత్సవం', 'కళ్యాణోత్సవ', 'కల్యాణోత్సవ',
    'వివాహ మహోత్సవం',
    'വിവാഹം', 'വിവാഹ', 'കല്യാണം', 'കല്യാണ', 'മംഗല്യ', 'താലികെട്ട്', 'താലികെട്ട', 'നിക്കാഹ്',
  ],
  engagement: [
    'engagement', 'engaged', 'ring ceremony', 'sagai', 'sakharpuda', 'nischitartham', 'nischayathartham',
    'nishchitartha', 'nischitartha', 'betrothal', 'mangni', 'roka',
    'सगाई', 'मंगनी', 'साखरपुडा', 'वाग्दान', 'वाङ्निश्चय',
    'ನಿಶ್ಚಿತಾರ್ಥ', 'ನಿಶ್ಚಯ ತಾಂಬೂಲ', 'ನಿಶ್ಚಯತಾಂಬೂಲ',
    'நிச்சயதார்த்தம்', 'நிச்சயதார்த்த', 'நிச்சயதாம்பூலம்',
    'నిశ్చితార్థం', 'నిశ్చితార్థ', 'నిశ్చయ తాంబూల',
    'വിവാഹനിശ്ചയം', 'വിവാഹനിശ്ചയ', 'വിവാഹ നിശ്ചയം', 'മനസമ്മതം', 'മനസമ്മത',
  ],
  housewarming: [
    'housewarming', 'house warming', 'house-warming', 'griha pravesh', 'grihapravesh', 'griha pravesham',
    'gruhapravesham', 'gruha pravesham', 'gruhapravesha', 'gruha pravesha', 'grihapravesam', 'griha pravesam',
    'griha pravesha', 'new home', 'vastu shanti', 'vastushanti', 'vastu puja', 'vastu pooja', 'paalukaachal',
    'palukachal',
    'गृहप्रवेश', 'गृह प्रवेश', 'ग्रहप्रवेश', 'ग्रह प्रवेश', 'वास्तु', 'नूतन गृह',
    'ಗೃಹಪ್ರವೇಶ', 'ಗೃಹ ಪ್ರವೇಶ', 'ವಾಸ್ತು', 'ನೂತನ ಗೃಹ', 'ಪ್ರವೇಶೋತ್ಸವ',
    'கிரகப்பிரவேசம்', 'கிரகப்பிரவேச', 'கிரஹப்பிரவேசம்', 'கிரஹப்பிரவேச', 'கிரக பிரவேச', 'கிருஹப்பிரவேச',
    'புதுமனை புகுவிழா', 'புதுமனை', 'புது மனை',
    'గృహప్రవేశం', 'గృహప్రవేశ', 'గృహ ప్రవేశం', 'గృహ ప్రవేశ', 'నూతన గృహ', 'వాస్తు',
    'ഗൃഹപ്രവേശം', 'ഗൃഹപ്രവേശ', 'ഗൃഹ പ്രവേശം', 'ഗൃഹ പ്രവേശ', 'പാലുകാച്ചൽ', 'പാലുകാച്ച', 'വാസ്തു',
  ],
  naming: [
    'naming ceremony', 'namakarana', 'namakaranam', 'namkaran', 'naamkaran', 'cradle ceremony', 'barsa', 'barasa',
    'नामकरण', 'बारसा', 'नामकरणसंस्कार',
    'ನಾಮಕರಣ', 'ತೊಟ್ಟಿಲು ಶಾಸ್ತ್ರ',
    'பெயர் சூட்டு', 'பெயர்சூட்டு', 'நாமகரண', 'தொட்டில்',
    'నామకరణ', 'బారసాల', 'ఊయల',
    'നാമകരണ', 'നൂലുകെട്ട്', 'നൂലുകെട്ട',
  ],
  'thread-ceremony': [
    'thread ceremony', 'sacred thread', 'upanayana', 'upanayanam', 'upanayan', 'munj', 'munja', 'munji',
    'vratabandha', 'vratbandh', 'vratabandh', 'bratabandha', 'janeu', 'janeyu', 'poonal', 'brahmopadesam',
    'brahmopadesham',
    'उपनयन', 'जनेऊ', 'यज्ञोपवीत', 'व्रतबंध', 'व्रतबन्ध', 'मुंज', 'मौंजी', 'मौञ्जी',
    'ಉಪನಯನ', 'ಬ್ರಹ್ಮೋಪದೇಶ', 'ಮುಂಜಿ',
    'உபநயன', 'பூணூல்', 'பிரம்மோபதேச',
    'ఉపనయన', 'ఒడుగు', 'బ్రహ్మోపదేశ',
    'ഉപനയന', 'ബ്രഹ്മോപദേശ',
  ],
  inauguration: [
    'inauguration', 'inaugural', 'inaugurate', 'inaugurates', 'grand opening', 'opening ceremony', 'launch',
    'shop opening', 'udghatan', 'shubharambh', 'ribbon cutting',
    'उद्घाटन', 'उदघाटन', 'शुभारंभ', 'शुभारम्भ', 'लोकार्पण',
    'ಉದ್ಘಾಟನೆ', 'ಉದ್ಘಾಟನಾ', 'ಉದ್ಘಾಟನ', 'ಶುಭಾರಂಭ', 'ಲೋಕಾರ್ಪಣೆ', 'ಲೋಕಾರ್ಪಣ',
    'திறப்பு விழா', 'திறப்புவிழா', 'துவக்க விழா', 'தொடக்க விழா', 'திறப்பு',
    'ప్రారంభోత్సవం', 'ప్రారంభోత్సవ', 'శుభారంభం', 'శుభారంభ', 'ఆవిష్కరణ', 'ప్రారంభం', 'ప్రారంభ',
    'ഉദ്ഘാടനം', 'ഉദ്ഘാടന', 'ശുഭാരംഭം', 'ശുഭാരംഭ',
  ],
  birthday: [
    'birthday', "b'day", 'bday', 'shashtipoorthi', 'shashtiabdapoorthi', 'sathabhishekam', 'janmadin',
    'जन्मदिन', 'जन्मदिवस', 'जन्मोत्सव', 'वर्धापन', 'वर्षगांठ', 'वाढदिवस',
    'ಹುಟ್ಟುಹಬ್ಬ', 'ಹುಟ್ಟು ಹಬ್ಬ', 'ಜನ್ಮದಿನ', 'ಷಷ್ಟ್ಯಬ್ದಪೂರ್ತಿ',
    'பிறந்தநாள்', 'பிறந்த நாள்', 'பிறந்தநாள', 'ஜன்மதின', 'சஷ்டியப்தபூர்த்தி', 'அறுபதாம் கல்யாண',
    'పుట్టినరోజు', 'పుట్టిన రోజు', 'జన్మదినం', 'జన్మదిన', 'షష్టిపూర్తి',
    'ജന്മദിനം', 'ജന്മദിന', 'പിറന്നാൾ', 'ഷഷ്ടിപൂർത്തി',
  ],
  religious: [
    'puja', 'pooja', 'poojas', 'pujas', 'pujan', 'poojan', 'satyanarayan', 'satyanarayana', 'satyanarayan katha',
    'yagna', 'yagya', 'yajna', 'yagam', 'havan', 'hawan', 'homa', 'homam', 'katha', 'bhajan', 'bhajans', 'jagran',
    'kirtan', 'sankirtan', 'sankirtana', 'satsang', 'aarti', 'abhishek', 'abhishekam', 'kumbhabhishekam',
    'brahmotsavam', 'vratam', 'navaratri', 'navratri', 'temple festival', 'jatra', 'jathra', 'utsavam',
    'rathotsava', 'car festival', 'thiruvizha', 'kalyanotsava', 'ganeshotsav', 'feast',
    'पूजा', 'पूजन', 'सत्यनारायण', 'यज्ञ', 'हवन', 'होम', 'कथा', 'भजन', 'जागरण', 'कीर्तन', 'संकीर्तन', 'सत्संग',
    'अभिषेक', 'सुंदरकांड', 'सुन्दरकाण्ड', 'भागवत', 'व्रत', 'भंडारा', 'जत्रा', 'यात्रा महोत्सव',
    'ಪೂಜೆ', 'ಪೂಜಾ', 'ಸತ್ಯನಾರಾಯಣ', 'ಹೋಮ', 'ಯಜ್ಞ', 'ಹವನ', 'ಅಭಿಷೇಕ', 'ಭಜನೆ', 'ವ್ರತ', 'ಜಾತ್ರೆ', 'ಜಾತ್ರಾ',
    'ರಥೋತ್ಸವ', 'ಧ್ವಜಾರೋಹಣ', 'ಬ್ರಹ್ಮಕಲಶ', 'ದೀಪೋತ್ಸವ',
    'பூஜை', 'பூசை', 'சத்யநாராயண', 'சத்தியநாராயண', 'ஹோமம்', 'ஹோம', 'யாகம்', 'யாக', 'அபிஷேகம்', 'அபிஷேக',
    'கும்பாபிஷேகம்', 'கும்பாபிஷேக', 'பஜனை', 'திருவிழா', 'உற்சவம்', 'தேரோட்டம்', 'சப்பரம்', 'கொடியேற்ற',
    'పూజ', 'సత్యనారాయణ', 'వ్రతం', 'వ్రత', 'హోమం', 'హోమ', 'యజ్ఞం', 'యజ్ఞ', 'యాగం', 'యాగ', 'అభిషేకం',
    'అభిషేక', 'భజన', 'జాతర', 'బ్రహ్మోత్సవ', 'ఉత్సవాలు', 'తిరునాళ్ళ',
    'പൂജ', 'ഹോമം', 'ഹോമ', 'യാഗം', 'യാഗ', 'യജ്ഞം', 'യജ്ഞ', 'സത്യനാരായണ', 'അഭിഷേകം', 'അഭിഷേക', 'ഭജന',
    'ഉത്സവം', 'ഉത്സവ', 'പെരുന്നാൾ', 'കൊടിയേറ്റ',
  ],
  other: [
    'anniversary', 'half saree', 'half-saree', 'langa voni', 'dhoti ceremony', 'panche ceremony', 'baby shower',
    'seemantham', 'seemantha', 'simantonnayana', 'valaikappu', 'godh bharai', 'godbharai', 'dohale jevan',
    'arangetram', 'rangapravesha', 'felicitation', 'retirement', 'farewell', 'reunion', 'graduation',
    'get together', 'shraddhanjali', 'condolence', 'prayer meeting', 'puberty ceremony', 'ritu kala',
    'गोद भराई', 'गोदभराई', 'डोहाळे', 'सीमन्तोन्नयन', 'अभिनंदन समारोह', 'सम्मान समारोह', 'सेवानिवृत्ति',
    'उत्तरकार्य', 'उठावना', 'तेरहवीं', 'शोक', 'श्रद्धांजलि', 'पगड़ी', 'पगडी', 'दशाकर्म', 'वर्षगाँठ समारोह',
    'ಸೀಮಂತ', 'ರಂಗಪ್ರವೇಶ', 'ಶ್ರದ್ಧಾಂಜಲಿ', 'ವೈಕುಂಠ ಸಮಾರಾಧನೆ', 'ಸನ್ಮಾನ', 'ಬೀಳ್ಕೊಡುಗೆ',
    'வளைகாப்பு', 'சீமந்தம்', 'அரங்கேற்றம்', 'மஞ்சள் நீராட்டு', 'பாராட்டு விழா', 'நினைவஞ்சலி',
    'సీమంతం', 'సీమంత', 'ఓణీల', 'ఓణీలు', 'పంచెకట్టు', 'పెద్దకర్మ', 'దశదిన', 'సన్మాన', 'శ్రద్ధాంజలి', 'వార్షికోత్సవ',
    'സീമന്തം', 'അരങ്ങേറ്റം', 'ആദരാഞ്ജലി', 'അനുസ്മരണ', 'വാർഷികം', 'വാർഷിക',
  ],
};

/** Words that make a heading a ceremony rather than a mention ('Wedding Ceremony', 'ವಿವಾಹ ಮಹೋತ್ಸವ'). */
export const CEREMONY_WORDS = [
  'ceremony', 'celebration', 'celebrations', 'function', 'festival', 'mahotsav', 'utsav', 'puja', 'pooja',
  'समारोह', 'उत्सव', 'महोत्सव', 'संस्कार', 'पूजा', 'कार्यक्रम', 'समारम्भः', 'महोत्सवः',
  'ಸಮಾರಂಭ', 'ಮಹೋತ್ಸವ', 'ಕಾರ್ಯಕ್ರಮ', 'ಪೂಜೆ',
  'விழா', 'வைபவம்', 'வைபவ', 'மஹோத்ஸவம்', 'பூஜை',
  'మహోత్సవం', 'మహోత్సవము', 'వేడుక', 'ఉత్సవం', 'కార్యక్రమం', 'పూజ',
  'ആഘോഷം', 'ചടങ്ങ്', 'മഹോത്സവം', 'പൂജ',
] as const;

/** Words meaning "invitation": dropped from the end of a heading ('Wedding Invitation' → 'Wedding'). */
export const INVITATION_WORDS = [
  'invitation', 'invite', 'invitations',
  'निमंत्रण', 'निमन्त्रण', 'आमंत्रण', 'आमन्त्रण', 'निमन्त्रणम्', 'आमन्त्रणम्', 'न्योता',
  'ಆಹ್ವಾನ', 'ಆಹ್ವಾನಪತ್ರಿಕೆ', 'ಆಮಂತ್ರಣ', 'ನಿಮಂತ್ರಣ', 'ಆಮಂತ್ರಣ ಪತ್ರಿಕೆ', 'ಲಗ್ನಪತ್ರಿಕೆ', 'ಲಗ್ನ ಪತ್ರಿಕೆ',
  'அழைப்பிதழ்', 'அழைப்பு',
  'ఆహ్వానం', 'ఆహ్వానము', 'ఆహ్వాన పత్రిక', 'ఆహ్వానపత్రిక', 'శుభలేఖ',
  'ക്ഷണം', 'ക്ഷണക്കത്ത്', 'ക്ഷണപത്രം',
] as const;

/** Labels that introduce the venue, e.g. 'Venue:', 'स्थान:', 'ಸ್ಥಳ:', 'இடம்:', 'వేదిక:', 'സ്ഥലം:'. */
export const VENUE_MARKERS = [
  'venue', 'address', 'place', 'location', 'where', 'venue & address', 'venue and address', 'at the venue',
  'स्थान', 'स्थल', 'आयोजन स्थल', 'कार्यक्रम स्थल', 'विवाह स्थल', 'पता', 'ठिकाना',
  'स्थानम्', 'स्थलम्', 'कार्यक्रमस्थानम्', 'कार्यक्रमस्थलम्', 'आयोजनस्थलम्',
  'ಸ್ಥಳ', 'ವಿಳಾಸ', 'ಕಾರ್ಯಕ್ರಮ ನಡೆಯುವ ಸ್ಥಳ', 'ವೇದಿಕೆ',
  'இடம்', 'முகவரி', 'நடைபெறும் இடம்', 'விழா நடைபெறும் இடம்', 'விலாசம்',
  'వేదిక', 'స్థలం', 'స్థలము', 'చిరునామా', 'ప్రదేశం', 'కార్యక్రమ వేదిక',
  'സ്ഥലം', 'വേദി', 'വിലാസം', 'സ്ഥലവും',
] as const;

/** Words naming a place where events are held: they mark a venue line when no label does. */
export const VENUE_WORDS = [
  'hall', 'mandap', 'mandapam', 'mantap', 'mantapa', 'mantapam', 'convention', 'palace', 'gardens', 'garden',
  'resort', 'hotel', 'temple', 'auditorium', 'club', 'bhavan', 'bhawan', 'mahal', 'lawn', 'lawns', 'banquet',
  'banquets', 'halls', 'conventions', 'residence', 'kalyana mantapa', 'choultry', 'community hall', 'centre',
  'center', 'farmhouse', 'retreat', 'kalyanamandapam', 'mandir', 'gurudwara', 'church', 'masjid', 'kovil', 'koil',
  'मंगल कार्यालय', 'कार्यालय', 'सभागृह', 'हॉल', 'लॉन्स', 'स्वगृह', 'निवासस्थान',
  'भवन', 'मंडप', 'मण्डप', 'वाटिका', 'होटल', 'मंदिर', 'मन्दिर', 'निवास', 'सभागार', 'गार्डन', 'पैलेस', 'धर्मशाला',
  'मैरिज हॉल', 'लॉन', 'रिसॉर्ट', 'आश्रम', 'गृहे',
  'ಮಂಟಪ', 'ಭವನ', 'ದೇವಸ್ಥಾನ', 'ದೇವಳ', 'ಸಭಾಭವನ', 'ಸ್ವಗೃಹ', 'ದೇವಾಲಯ', 'ನಿವಾಸ', 'ಸಭಾಂಗಣ', 'ಹೋಟೆಲ್', 'ಹಾಲ್', 'ಛತ್ರ', 'ಕನ್ವೆನ್ಷನ್',
  'மண்டபம்', 'மஹால்', 'மகால்', 'கோவில்', 'கோயில்', 'இல்லம்', 'அரங்கம்', 'அரங்க', 'ஹோட்டல்', 'திருமண மண்டப',
  'మండపం', 'మండపము', 'స్వగృహ', 'ఫంక్షన్', 'ఫంక్షన్ హాల్', 'హాల్', 'ఆలయం', 'దేవాలయం', 'నివాసం', 'గార్డెన్స్', 'హోటల్', 'కన్వెన్షన్',
  'ഓഡിറ്റോറിയം', 'ഹാൾ', 'ക്ഷേത്രം', 'ക്ഷേത്ര', 'വസതി', 'ഹോട്ടൽ', 'കൺവെൻഷൻ', 'മണ്ഡപം',
] as const;

/**
 * Words of a postal address: a line holding one belongs to the venue's address when no label
 * says so ('Markandeya Colony', 'R.M.V. 2nd Stage', 'ಬೈಂದೂರು ತಾ', 'விக்ரோளி (प.)').
 */
export const ADDRESS_WORDS = [
  'road', 'street', 'nagar', 'colony', 'layout', 'cross', 'main', 'stage', 'phase', 'sector', 'block',
  'avenue', 'lane', 'marg', 'circle', 'extension', 'village', 'post', 'p.o', 'dist', 'district', 'taluk', 'tq',
  'mandal', 'near', 'opp', 'opposite', 'behind', 'beside', 'landmark', 'plot', 'flat', 'floor', 'door', 'h.no',
  'apartments', 'apartment', 'towers', 'enclave', 'township', 'puram', 'pet', 'palya', 'halli', 'pally', 'peta',
  'रोड', 'मार्ग', 'नगर', 'कॉलोनी', 'गली', 'मोहल्ला', 'जिला', 'जि', 'ता', 'तहसील', 'पो', 'थाना', 'ग्राम', 'पास', 'समोर',
  'मागे', 'जवळ', 'रस्ता', 'प्लॉट',
  'ರಸ್ತೆ', 'ನಗರ', 'ಬಡಾವಣೆ', 'ಕಾಲೋನಿ', 'ಕ್ರಾಸ್', 'ಜಿಲ್ಲೆ', 'ತಾಲೂಕು', 'ತಾ', 'ಹತ್ತಿರ', 'ಗ್ರಾಮ', 'ಅಂಚೆ',
  'சாலை', 'தெரு', 'நகர்', 'மாவட்டம்', 'வட்டம்', 'அருகில்', 'கிராமம்', 'அஞ்சல்',
  'రోడ్', 'రోడ్డు', 'వీధి', 'నగర్', 'కాలనీ', 'జిల్లా', 'మండలం', 'దగ్గర', 'గ్రామం', 'గ్రామంలోని',
  'റോഡ്', 'നഗർ', 'ജില്ല', 'താലൂക്ക്', 'സമീപം', 'പി.ഒ', 'ജംഗ്ഷൻ',
] as const;

/** Sign-offs after which the inviting people are named. */
export const HOST_MARKERS = [
  'with best compliments from', 'best compliments from', 'with compliments from', 'compliments from',
  // 'nvited by': OCR drops a script capital I after an opening quote or flourish.
  'with best wishes from', 'cordially invited by', 'invited by', 'nvited by', 'hosted by', 'inviter', 'inviters', 'host', 'hosts',
  'yours sincerely', 'yours lovingly', 'yours truly', 'yours in gratitude', 'with love from', 'with love', 'from',
  'with regards', 'warm regards', 'regards',
  'awaiting your presence', 'eagerly awaiting your presence',
  'निमंत्रक', 'निमन्त्रक', 'विनीत', 'विनीता', 'दर्शनाभिलाषी', 'दर्शनाकांक्षी', 'दर्शनाभिलाषी परिवार', 'स्वागतोत्सुक',
  'स्वागतकर्ता', 'आमंत्रक', 'शुभेच्छु', 'आयोजक', 'निवेदक', 'सौजन्य से',
  'निमन्त्रकः', 'निमन्त्रकाः', 'निमन्त्रयिता', 'भवदीयः', 'भवदीयाः', 'विनीतः', 'विनीताः', 'दर्शनाभिलाषिणः',
  'ಆಹ್ವಾನಿಸುವವರು', 'ಆಹ್ವಾನಿಸುವ', 'ಇಂತಿ ತಮ್ಮ ವಿಶ್ವಾಸಿಗಳು', 'ಇಂತಿ ತಮ್ಮ', 'ಇಂತಿ', 'ತಮ್ಮ ಆಗಮನಾಭಿಲಾಷಿಗಳು',
  'ಆಗಮನಾಭಿಲಾಷಿಗಳು', 'ಆಗಮನಾಭಿಲಾಷಿ', 'ವಂದನೆಗಳೊಂದಿಗೆ', 'ತಮ್ಮ ವಿಶ್ವಾಸಿಗಳು', 'ಶುಭಾಗಮನ ಬಯಸುವ', 'ಸ್ವಾಗತ ಬಯಸುವವರು',
  'அழைப்பவர்கள்', 'அழைப்பவர்', 'அன்புடன் அழைக்கும்', 'தங்கள் வரவை விரும்பும்', 'வரவை விரும்பும்', 'இப்படிக்கு',
  'தங்கள் அன்புள்ள',
  'ఆహ్వానించువారు', 'ఆహ్వానించు వారు', 'ఆహ్వానించేవారు', 'ఇట్లు', 'భవదీయులు', 'మీ రాకను కోరు', 'మీ ఆగమనాభిలాషులు',
  'ആഗമനാഭിലാഷി', 'ക്ഷണിക്കുന്നത്', 'ക്ഷണിക്കുന്നവർ', 'സ്നേഹപൂർവ്വം', 'സ്നേഹപൂർവം', 'എന്ന്', 'വിശ്വസ്തതയോടെ',
  'ആതിഥേയർ',
] as const;

/**
 * Titles that name the people an event is for, not the inviters: the groom and bride ('Chi.',
 * 'Chi. Sow.', 'Selvan', 'Selvi', 'चि.', 'चि.सौ.का.', 'ಚಿ॥', 'ಸೌ.', 'చి.ల.సౌ.', 'വരൻ', 'വധു'), the boy of a
 * thread ceremony ('बटु', 'ವಟು'). Kept apart from HONORIFICS, which mark inviters.
 */
export const CELEBRANT_TITLES = [
  'chi.', 'chi', 'chi. sow.', 'chi.sow.', 'chi. sau.', 'sow.', 'sou.', 'selvan', 'selvan.', 'selvi', 'selvi.', 'kumari',
  'kum.', 'bride', 'groom',
  'चि.', 'चि', 'चि.सौ.का.', 'चि. सौ. कां.', 'सौ.का.', 'सौ. कां.', 'कु.', 'कुमारी', 'बटु', 'वधू', 'वर',
  'ಚಿ.', 'ಚಿ॥', 'ಚಿ', 'ಸೌ.', 'ಸೌ॥', 'ಚಿ.ಸೌ.', 'ಕು.', 'ಕುಮಾರಿ', 'ವಟು', 'ವಧು', 'ವರ',
  'செல்வன்', 'செல்வி', 'சௌ.', 'சி.', 'திருநிறைச்செல்வன்', 'திருநிறைச்செல்வி', 'மணமகன்', 'மணமகள்',
  'చి.', 'చి', 'చి.ల.సౌ.', 'చి॥', 'చి॥ల॥సౌ॥', 'సౌ.', 'కుమారి', 'వరుడు', 'వధువు',
  'ചി.', 'സൗ.', 'വരൻ', 'വധു', 'കുമാരി',
] as const;

/** Words of a printer's credit ('Kalpana Screen Printing, Mob: …'): its number is the printer's. */
export const PRINTER_WORDS = [
  'printers', 'printing', 'printing press', 'offset', 'screen printing', 'card printers',
  'प्रिंटिंग', 'प्रिंटर्स', 'प्रिन्टर्स', 'छपाई', 'मुद्रक', 'मुद्रण', 'ऑफसेट', 'ಮುದ್ರಣ', 'ಮುದ್ರಕರು', 'ಪ್ರಿಂಟರ್ಸ್', 'ಆಫ್‌ಸೆಟ್',
  'அச்சகம்', 'பிரிண்டர்ஸ்', 'ஆப்செட்', 'ముద్రణ', 'ప్రింటర్స్', 'ఆఫ్‌సెట్', 'അച്ചടി', 'പ്രിന്റേഴ്സ്', 'ഓഫ്സെറ്റ്',
] as const;

/** Labels of a note at the foot of a card ('N.B.', 'टीप:', 'குறிப்பு:'): what follows names no host. */
export const NOTE_WORDS = ['note', 'n.b.', 'nb', 'p.s.', 'टीप', 'नोट', 'सूचना', 'ಸೂಚನೆ', 'ವಿ.ಸೂ', 'குறிப்பு', 'గమనిక', 'സൂചന', 'കുറിപ്പ്'] as const;

/** The wedding's reception: a wedding card naming both is named for the wedding. */
export const RECEPTION_WORDS = ['reception', 'wedding reception', 'ಆರತಕ್ಷತೆ', 'வரவேற்பு', 'रिसेप्शन', 'स्वागत समारोह', 'రిసెప్షన్', 'വിവാഹസൽക്കാരം'] as const;

/**
 * Words around the couple's or celebrant's name: 'the wedding of', 'of our daughter', 'stepping
 * into the marriage life', '1st birthday of'. The names follow within a few lines.
 */
export const CELEBRANT_LEADS = [
  'wedding of', 'marriage of', 'engagement of', 'reception of', 'nikah of', 'ceremony of', 'birthday of',
  'celebration of', 'celebrations of', 'of our daughter', 'of our son', 'of our grandson', 'of our granddaughter',
  'of their son', 'of their daughter', 'of their loving son', 'of their loving daughter', 'of our beloved son',
  'of our beloved daughter', 'of their beloved son', 'of their beloved daughter', 'honoring', 'honouring',
  'marriage life', 'getting married', 'tying the knot', 'two souls', 'invite you to celebrate',
  // 'our son …' / 'our daughter …' with the name after it, as parents write in every language.
  'हमारे सुपुत्र', 'हमारी सुपुत्री', 'हमारे पुत्र', 'हमारी पुत्री', 'आमचे चिरंजीव', 'आमची कन्या',
  'ನಮ್ಮ ಮಗ', 'ನಮ್ಮ ಮಗಳು', 'ನಮ್ಮ ಪುತ್ರ', 'ನಮ್ಮ ಪುತ್ರಿ', 'எங்கள் மகன்', 'எங்கள் மகள்', 'எங்கள் புதல்வன்',
  'எங்கள் புதல்வி', 'మా కుమారుడు', 'మా కుమార్తె', 'మా అబ్బాయి', 'మా అమ్మాయి', 'ഞങ്ങളുടെ മകൻ', 'ഞങ്ങളുടെ മകൾ',
] as const;

/** How a card greets its reader ('Dear friends', 'प्रिय बंधु', 'ಪ್ರಿಯರೇ'): the words after it name no host. */
export const SALUTATION_WORDS = [
  'dear', 'respected', 'beloved', 'प्रिय', 'आदरणीय', 'माननीय', 'ಪ್ರಿಯ', 'ಆತ್ಮೀಯ', 'ಮಾನ್ಯ', 'ಭಕ್ತ ಮಹಾಶಯ',
  'அன்புடையீர்', 'அன்புள்ள', 'மதிப்பிற்குரிய', 'ప్రియమైన', 'గౌరవనీయ', 'പ്രിയ', 'ബഹുമാന്യ', 'സ്നേഹമുള്ള',
] as const;

/** Words of an organisation that hosts a temple festival or a function ('Samiti', 'ಸಮಿತಿ', 'Trust'). */
export const ORGANISATION_WORDS = [
  'committee', 'samiti', 'samithi', 'trust', 'sangha', 'sangh', 'mandal', 'mandali', 'sabha', 'association',
  'society', 'foundation', 'devasthanam', 'temple trust', 'group', 'pvt', 'ltd', 'limited', 'institute',
  'समिति', 'समिती', 'मंडळ', 'मंडल', 'ट्रस्ट', 'संघ', 'सभा', 'परिवार', 'मित्र मंडळ',
  'ಸಮಿತಿ', 'ಸಂಘ', 'ಮಂಡಳಿ', 'ಟ್ರಸ್ಟ್', 'ದೇವಸ್ಥಾನ', 'ದೇವಾಲಯ',
  'குழு', 'கமிட்டி', 'சங்கம்', 'மன்றம்', 'திருக்கோயில்', 'திருக்கோவில்', 'அறக்கட்டளை',
  'కమిటీ', 'సంఘం', 'ట్రస్ట్', 'కుటుంబ సభ్యులు', 'దేవస్థానం', 'ఆలయ',
  'സമിതി', 'ട്രസ്റ്റ്', 'സംഘം', 'കമ്മിറ്റി', 'ദേവസ്വം', 'കുടുംബാംഗങ്ങൾ',
] as const;

/** Lines naming parents: the line above is the son's or daughter's ('S/o', '(… ಜ್ಯೇಷ್ಠ ಪುತ್ರಿ)', 'यांचे सुपुत्र'). */
export const PARENTAGE_WORDS = [
  's/o', 'd/o', 'son of', 'daughter of', 'grandson of', 'granddaughter of',
  'सुपुत्र', 'सुपुत्री', 'पुत्र', 'पुत्री', 'कन्या', 'चिरंजीव', 'सुकन्या', 'यांचे', 'यांची',
  'ಪುತ್ರ', 'ಪುತ್ರಿ', 'ಸುಪುತ್ರ', 'ಸುಪುತ್ರಿ', 'ಮಗ', 'ಮಗಳು', 'ಮೊಮ್ಮಗ', 'ಮೊಮ್ಮಗಳು',
  'மகன்', 'மகள்', 'புதல்வன்', 'புதல்வி', 'பேரன்', 'பேத்தி',
  'కుమారుడు', 'కుమార్తె', 'పుత్రుడు', 'పుత్రిక', 'మనుమడు', 'మనుమరాలు',
  'മകൻ', 'മകൾ', 'പുത്രൻ', 'പുത്രി', 'ചെറുമകൻ', 'ചെറുമകൾ',
] as const;

/** Contact labels: whoever is named next to them is a host too, but less surely. */
export const CONTACT_MARKERS = ['rsvp', 'r.s.v.p', 'contact', 'for details contact', 'संपर्क', 'सम्पर्क'] as const;

/** Phrases whose subject (just before them) is the inviting person: "Mr. & Mrs. X request the pleasure". */
export const INVITE_VERBS = [
  'request the pleasure', 'request the honour', 'request the honor', 'cordially invite', 'invite you',
  'solicit your', 'seek your', 'welcome you', 'request your', 'have the pleasure', 'joyfully invite',
  'happily invite', 'warmly invite', 'invite your', 'cordially request',
  // One family or person invites: 'The Sharma Family cordially invites you'; 'We are inviting you'.
  'requests the pleasure', 'requests the honour', 'requests the honor', 'cordially invites', 'invites you',
  'joyfully invites', 'happily invites', 'warmly invites', 'solicits your', 'welcomes you', 'inviting you',
  'आमंत्रित करता', 'आमंत्रित करती', 'निमंत्रित करता', 'निमंत्रित करती',
  'सादर आमंत्रित', 'सादर आमन्त्रित', 'आमंत्रित करते', 'सहर्ष आमंत्रित', 'सादर निमंत्रित', 'निमंत्रित करते',
  'निवेदयामः', 'आमन्त्रयामः', 'निमन्त्रयामः', 'आमन्त्रयति',
  'ಆಹ್ವಾನಿಸುತ್ತೇವೆ', 'ಆಹ್ವಾನಿಸುತ್ತಿದ್ದೇವೆ', 'ವಿನಂತಿಸುತ್ತೇವೆ', 'ಆದರದ ಸ್ವಾಗತ',
  'அன்புடன் அழைக்கிறோம்', 'அழைக்கிறோம்', 'அழைக்கின்றோம்', 'அழைக்கின்றனர்',
  'ఆహ్వానిస్తున్నాము', 'ఆహ్వానించుచున్నాము', 'ఆహ్వానిస్తున్నారు', 'సాదరంగా ఆహ్వానిస్తు',
  'ക്ഷണിക്കുന്നു', 'സ്വാഗതം ചെയ്യുന്നു', 'ക്ഷണിച്ചുകൊള്ളുന്നു',
] as const;

/** Titles before a person's name. */
export const HONORIFICS = [
  'mr. & mrs.', 'mr & mrs', 'mr.', 'mr', 'mrs.', 'mrs', 'ms.', 'ms', 'dr.', 'dr', 'shri', 'shree', 'sri', 'sree', 'smt.',
  'smt', 'sow.', 'prof.', 'capt.', 'col.', 'thiru', 'thirumathi', 'kum.', 'sh.',
  'श्री', 'श्रीमती', 'श्रीमान', 'डॉ.', 'डा.', 'सुश्री', 'श्रीयुत', 'श्रीमति',
  'ಶ್ರೀ', 'ಶ್ರೀಮತಿ', 'ಶ್ರೀಯುತ', 'ಡಾ.', 'ಶ್ರೀ.',
  'திரு', 'திருமதி', 'டாக்டர்', 'செல்வி', 'ஸ்ரீ', 'திரு.', 'திருமதி.',
  'శ్రీ', 'శ్రీమతి', 'శ్రీయుత', 'డా.', 'శ్రీమాన్',
  'ശ്രീ', 'ശ്രീമതി', 'ശ്രീമാൻ', 'ഡോ.', 'ശ്രീ.',
] as const;

/** Words of the blessing at the top of a card ('|| Shri Ganeshaya Namah ||'): never a host. */
export const INVOCATION_WORDS = [
  'ganesh', 'ganeshaya', 'ganapati', 'ganapathi', 'namah', 'namaha', 'prasanna', 'vinayaka', 'om', 'swami',
  'गणेश', 'गणेशाय', 'गणपति', 'नमः', 'नम:', 'प्रसन्न', 'श्रीः', 'ॐ', 'सहाय', 'कृपा', 'शुभम्', 'जय',
  'ಗಣೇಶ', 'ಗಣಪತಿ', 'ನಮಃ', 'ಪ್ರಸನ್ನ', 'ಕೃಪೆ', 'ಕೃಪಾ', 'ಓಂ',
  'விநாயகர்', 'கணேச', 'கணபதி', 'துணை', 'ஜெயம்', 'ஓம்', 'நம:', 'போற்றி',
  'గణేశ', 'గణపతి', 'నమః', 'ప్రసన్న', 'కృప', 'ఓం', 'స్వామి', 'వేంకటేశ్వర', 'శ్రీరామ',
  'ഗണേശ', 'ഗണപതി', 'നമഃ', 'പ്രസന്ന', 'കൃപ', 'ഓം', 'തുണ',
] as const;

/** Words of the couple's line on a wedding card ("son of", "सुपुत्री"), not the hosts. */
export const FAMILY_RELATION_WORDS = [
  'son of', 'daughter of', 'grandson of', 'granddaughter of', 'chi.', 'chi', 'sow.', 'weds',
  'सुपुत्र', 'सुपुत्री', 'पुत्र', 'पुत्री', 'पौत्र', 'पौत्री', 'चि.', 'सौ.', 'कां.', 'संग',
  'ಪುತ್ರ', 'ಪುತ್ರಿ', 'ಮಗ', 'ಮಗಳು', 'ಚಿ.', 'ಚಿ॥', 'ಸೌ.',
  'மகன்', 'மகள்', 'செல்வன்', 'செல்வி', 'சௌ.', 'சி.',
  'కుమారుడు', 'కుమార్తె', 'పుత్రుడు', 'పుత్రిక', 'చి.', 'చి.ల.సౌ.', 'సౌ.',
  'മകൻ', 'മകൾ', 'ചി.', 'സൗ.',
] as const;

/** Labels of the date and time lines. */
export const WHEN_MARKERS = [
  'date', 'dated', 'day', 'time', 'on', 'muhurtham', 'muhurat', 'muhurtha', 'timing', 'timings',
  'दिनांक', 'तिथि', 'तारीख', 'दिन', 'समय', 'मुहूर्त', 'दिनाङ्कः', 'दिनाङ्क', 'समयः', 'वासरः',
  'ದಿನಾಂಕ', 'ಸಮಯ', 'ಮುಹೂರ್ತ', 'ದಿನ', 'ವೇಳೆ',
  'தேதி', 'நாள்', 'நேரம்', 'முகூர்த்தம்', 'முகூர்த்த', 'கிழமை',
  'తేదీ', 'తేది', 'సమయం', 'ముహూర్తం', 'ముహూర్త', 'సుముహూర్తం',
  'തീയതി', 'സമയം', 'മുഹൂർത്തം', 'ദിവസം',
] as const;

/** Labels of phone numbers ('Mob.', 'मो.', 'ದೂರವಾಣಿ'…). */
export const PHONE_MARKERS = [
  'mob', 'mobile', 'ph', 'phone', 'cell', 'tel', 'contact', 'rsvp', 'whatsapp', 'call',
  'मो', 'मोबाइल', 'फोन', 'फ़ोन', 'दूरभाष', 'संपर्क', 'सम्पर्क', 'दूरवाणी', 'चलभाष', 'चलदूरवाणी',
  'ದೂರವಾಣಿ', 'ಮೊಬೈಲ್', 'ಸಂಪರ್ಕ', 'ದೂ', 'ಫೋನ್',
  'தொலைபேசி', 'கைபேசி', 'அலைபேசி', 'தொடர்புக்கு', 'செல்', 'போன்',
  'ఫోన్', 'సెల్', 'చరవాణి', 'సంప్రదించండి', 'మొబైల్',
  'ഫോൺ', 'മൊബൈൽ', 'ബന്ധപ്പെടുക', 'ഫോ',
] as const;
