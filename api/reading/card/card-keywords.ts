/**
 * The words business and ID cards use, in English and the six Indian scripts the app reads.
 *
 * Latin entries must match a whole word (case-insensitive); Indic entries match at the start of
 * a word, so a stem also finds its inflected forms (see `wordsPattern`). Cards mix scripts, so
 * every list is searched on every card whatever language was chosen.
 */

/** Words that make a line the name of an organisation. */
export const COMPANY_WORDS = [
  // Legal forms: the surest sign.
  'pvt', 'pvt.', 'private limited', 'ltd', 'ltd.', 'limited', 'llp', 'inc', 'inc.', 'incorporated', 'corp', 'corp.',
  'corporation', 'co.', '& co', '& co.', 'and co', 'company', 'gmbh', 'plc', 'llc',
  // Kinds of firm.
  'technologies', 'technology', 'solutions', 'systems', 'services', 'software', 'infotech', 'infosystems',
  'consultants', 'consultancy', 'consulting', 'associates', 'partners', 'group', 'industries', 'enterprises',
  'enterprise', 'traders', 'trading', 'exports', 'imports', 'international', 'agencies', 'agency', 'builders',
  'developers', 'constructions', 'construction', 'infra', 'infrastructure', 'motors', 'textiles', 'jewellers',
  'jewelers', 'stores', 'mart', 'hotels', 'restaurant', 'caterers', 'chambers', 'advocates & solicitors',
  'ventures', 'capital', 'finance', 'financial services', 'insurance', 'media', 'studio', 'studios', 'publications',
  'publishers', 'press', 'printers', 'logistics', 'networks', 'electronics', 'electricals', 'automobiles',
  'pharma', 'pharmaceuticals', 'labs', 'laboratories', 'diagnostics', 'healthcare', 'realty', 'estates',
  // Shops and small trades: the last word of most shop names on Indian visiting cards.
  'store', 'general stores', 'supermarket', 'super market', 'emporium', 'bhandar', 'kendra', 'depot', 'showroom',
  'agro', 'agritech', 'foods', 'food', 'food products', 'cell', 'cell point', 'sweets', 'bakery', 'bakers', 'dairy', 'provisions', 'kirana',
  'medicals', 'medical stores', 'pharmacy', 'chemists', 'druggists', 'opticals', 'opticians', 'mobiles', 'cellular',
  'telecom', 'communications', 'computers', 'digital', 'xerox', 'printing press', 'offset', 'offset printers',
  'graphics', 'advertising', 'advertisers', 'fashions', 'garments', 'boutique', 'tailors', 'silks', 'sarees',
  'fabrics', 'footwear', 'furniture', 'furnishings', 'interiors', 'decorators', 'hardware', 'hardwares',
  'sanitary', 'steels', 'steel', 'tiles', 'granites', 'marbles', 'paints', 'plywood', 'glass', 'timbers', 'cements',
  'electricals', 'electrical works', 'engineering works', 'works', 'workshop', 'garage', 'auto', 'autos', 'tyres',
  'batteries', 'lubricants', 'oils', 'petroleum', 'fuels', 'gas agency', 'packers', 'movers', 'packers & movers',
  'transport', 'transports', 'travels', 'tours', 'tours & travels', 'cabs', 'couriers', 'cargo', 'hotel', 'lodge',
  'resort', 'resorts', 'restaurant & bar', 'wines', 'bar', 'cafe', 'café', 'dhaba', 'bhavan', 'mess', 'tiffin centre',
  'biryani', 'briyani', 'caterers', 'events', 'event management', 'photography', 'photo studio', 'beauty parlour',
  'salon', 'spa', 'gym', 'fitness', 'tutorials', 'coaching', 'jewellery', 'bankers',
  'distributors', 'dealers', 'suppliers', 'wholesale', 'stockists', 'manufacturers', 'mfrs', 'plastics',
  'polymers', 'chemicals', 'fertilizers', 'seeds', 'pesticides', 'machinery', 'machines', 'tools', 'pumps',
  'motors', 'cables', 'solar', 'aqua', 'farms', 'nursery', 'centre', 'center',
  // Institutions.
  'hospital', 'hospitals', 'clinic', 'clinics', 'nursing home', 'medical centre', 'medical center', 'polyclinic',
  'college', 'university', 'institute', 'institution', 'school', 'academy', 'vidyalaya', 'vidyapeeth',
  'trust', 'foundation', 'society', 'bank', 'sangha', 'sangh', 'samiti', 'mandal', 'mandali', 'parishad',
  'council', 'board', 'authority', 'ministry', 'government', 'govt', 'govt.', 'municipal', 'corporation bank',
  'police', 'co-operative', 'cooperative', 'federation', 'association', 'club', 'ngo',
  // Shop trades as printed in the Indian scripts ('ट्रेडर्स', 'ಸ್ಟೋರ್ಸ್', 'ఎలక్ట్రికల్స్').
  'ट्रेडर्स', 'स्टोर्स', 'स्टोर', 'एजेंसी', 'एजेंसीज', 'इंटरप्राइजेज', 'मेडिकल', 'ज्वैलर्स', 'होटल', 'रेस्टोरेंट',
  'मोटर्स', 'इलेक्ट्रिकल्स', 'इलेक्ट्रॉनिक्स', 'किराना', 'भंडार', 'वस्त्रालय', 'मिष्ठान्न', 'स्वीट्स', 'ट्रेवल्स',
  'ಟ್ರೇಡರ್ಸ್', 'ಸ್ಟೋರ್ಸ್', 'ಏಜೆನ್ಸೀಸ್', 'ಹೋಟೆಲ್', 'ಎಲೆಕ್ಟ್ರಿಕಲ್ಸ್', 'ಜ್ಯುವೆಲ್ಲರ್ಸ್', 'ಮೆಡಿಕಲ್ಸ್', 'ಟ್ರಾವೆಲ್ಸ್',
  'டிரேடர்ஸ்', 'ஸ்டோர்ஸ்', 'ஏஜென்சீஸ்', 'ஹோட்டல்', 'எலக்ட்ரிக்கல்ஸ்', 'ஜுவல்லர்ஸ்', 'மெடிக்கல்ஸ்', 'டிராவல்ஸ்',
  'ట్రేడర్స్', 'స్టోర్స్', 'ఏజెన్సీస్', 'హోటల్', 'ఎలక్ట్రికల్స్', 'జ్యువెలర్స్', 'మెడికల్స్', 'ట్రావెల్స్',
  'ട്രേഡേഴ്സ്', 'സ്റ്റോഴ്സ്', 'ഏജൻസീസ്', 'ഹോട്ടൽ', 'ഇലക്ട്രിക്കൽസ്', 'ജ്വല്ലേഴ്സ്', 'മെഡിക്കൽസ്', 'ട്രാവൽസ്',
  // Hindi / Sanskrit
  'संस्थान', 'संस्था', 'लिमिटेड', 'प्राइवेट', 'प्रा. लि.', 'प्रा.लि.', 'अस्पताल', 'चिकित्सालय', 'महाविद्यालय',
  'विश्वविद्यालय', 'विद्यालय', 'बैंक', 'ट्रस्ट', 'समिति', 'संघ', 'एसोसिएट्स', 'इंडस्ट्रीज', 'एंटरप्राइजेज',
  'एंटरप्राइज़ेज़', 'फाउंडेशन', 'कंपनी', 'निगम', 'मंडल', 'परिषद', 'सरकार', 'कार्यालय',
  // Kannada
  'ಸಂಸ್ಥೆ', 'ಸಂಘ', 'ನಿಯಮಿತ', 'ಲಿಮಿಟೆಡ್', 'ಪ್ರೈವೇಟ್', 'ಆಸ್ಪತ್ರೆ', 'ಕಾಲೇಜು', 'ಮಹಾವಿದ್ಯಾಲಯ', 'ವಿಶ್ವವಿದ್ಯಾಲಯ',
  'ಶಾಲೆ', 'ಬ್ಯಾಂಕ್', 'ಟ್ರಸ್ಟ್', 'ಎಂಟರ್‌ಪ್ರೈಸಸ್', 'ಎಂಟರ್ಪ್ರೈಸಸ್', 'ಇಂಡಸ್ಟ್ರೀಸ್', 'ಅಸೋಸಿಯೇಟ್ಸ್', 'ಪ್ರತಿಷ್ಠಾನ',
  'ನಿಗಮ', 'ಮಂಡಳಿ', 'ಸರ್ಕಾರ', 'ಕಚೇರಿ',
  // Tamil
  'நிறுவனம்', 'நிறுவன', 'லிமிடெட்', 'பிரைவேட்', 'மருத்துவமனை', 'கல்லூரி', 'பல்கலைக்கழகம்', 'பள்ளி', 'வங்கி',
  'அறக்கட்டளை', 'சங்கம்', 'டிரஸ்ட்', 'என்டர்பிரைசஸ்', 'இண்டஸ்ட்ரீஸ்', 'அசோசியேட்ஸ்', 'கழகம்', 'அரசு',
  // Telugu
  'సంస్థ', 'లిమిటెడ్', 'ప్రైవేట్', 'ఆసుపత్రి', 'కళాశాల', 'విశ్వవిద్యాలయం', 'పాఠశాల', 'బ్యాంక్', 'ట్రస్ట్', 'సంఘం',
  'ఎంటర్‌ప్రైజెస్', 'ఎంటర్ప్రైజెస్', 'ఇండస్ట్రీస్', 'అసోసియేట్స్', 'ప్రభుత్వ',
  // Malayalam
  'സ്ഥാപനം', 'ലിമിറ്റഡ്', 'പ്രൈവറ്റ്', 'ആശുപത്രി', 'കോളേജ്', 'സർവകലാശാല', 'സ്കൂൾ', 'ബാങ്ക്', 'ട്രസ്റ്റ്', 'സംഘം',
  'എന്റർപ്രൈസസ്', 'ഇൻഡസ്ട്രീസ്', 'അസോസിയേറ്റ്സ്', 'സർക്കാർ',
] as const;

/** Legal forms: a line ending in one of these is a company even if it names a job too. */
export const LEGAL_FORMS = [
  'pvt', 'pvt.', 'private limited', 'ltd', 'ltd.', 'limited', 'llp', 'inc', 'inc.', 'corp', 'corp.', 'gmbh', 'plc',
  'llc', '& co', '& co.', 'associates', 'partners', 'लिमिटेड', 'ನಿಯಮಿತ', 'ಲಿಮಿಟೆಡ್', 'லிமிடெட்', 'లిమిటెడ్', 'ലിമിറ്റഡ്',
] as const;

/** Job titles and designations. */
export const POSITION_WORDS = [
  'director', 'managing director', 'executive director', 'manager', 'general manager', 'ceo', 'cto', 'cfo', 'coo',
  'cmo', 'cio', 'chief', 'founder', 'co-founder', 'cofounder', 'proprietor', 'partner', 'managing partner', 'owner',
  'chairman', 'chairperson', 'chairwoman', 'president', 'vice president', 'vp', 'secretary', 'treasurer',
  'engineer', 'architect', 'developer', 'designer', 'analyst', 'consultant', 'advisor', 'adviser', 'officer',
  'executive', 'associate', 'assistant', 'lead', 'head', 'head of', 'team lead', 'principal', 'professor',
  'lecturer', 'teacher', 'dean', 'registrar', 'advocate', 'lawyer', 'solicitor', 'attorney', 'notary',
  'chartered accountant', 'company secretary', 'auditor', 'accountant', 'surgeon', 'physician', 'dentist',
  'paediatrician', 'pediatrician', 'cardiologist', 'gynaecologist', 'gynecologist', 'dermatologist',
  'radiologist', 'orthopaedic surgeon', 'anaesthetist', 'neurologist', 'oncologist', 'psychiatrist', 'nurse',
  'pharmacist', 'physiotherapist', 'psychologist', 'counsellor', 'counselor', 'coordinator', 'supervisor',
  'administrator', 'intern', 'trainee', 'representative', 'specialist', 'scientist', 'researcher',
  'research scholar', 'journalist', 'editor', 'reporter', 'photographer', 'contractor', 'trustee', 'inspector',
  'commissioner', 'superintendent', 'clerk', 'programmer', 'technician', 'agent', 'broker', 'co-owner',
  'mg. partner', 'mg partner', 'proprietrix', 'proprietress', 'prop.', 'prop', 'insurance advisor', 'development officer',
  'mechanic', 'electrician', 'plumber', 'carpenter', 'tailor', 'driver', 'welder', 'painter', 'chef', 'cook',
  'beautician', 'astrologer', 'priest', 'purohit', 'tutor', 'trainer', 'coach', 'salesman', 'sales executive',
  'member', 'club member', 'mdrt', 'contact person',
  // Hindi / Sanskrit
  'निदेशक', 'प्रबंधक', 'प्रबन्धक', 'महाप्रबंधक', 'अध्यक्ष', 'सचिव', 'संस्थापक', 'मालिक', 'प्रोप्राइटर', 'अभियंता',
  'इंजीनियर', 'प्राध्यापक', 'प्रोफेसर', 'अधिवक्ता', 'वकील', 'सलाहकार', 'अधिकारी', 'प्राचार्य', 'शिक्षक',
  'चिकित्सक', 'कोषाध्यक्ष', 'सनदी लेखाकार', 'साझेदार', 'प्रबंध निदेशक', 'मुख्य कार्यकारी अधिकारी',
  // Kannada
  'ನಿರ್ದೇಶಕ', 'ವ್ಯವಸ್ಥಾಪಕ', 'ಅಧ್ಯಕ್ಷ', 'ಕಾರ್ಯದರ್ಶಿ', 'ಸಂಸ್ಥಾಪಕ', 'ಮಾಲೀಕ', 'ಎಂಜಿನಿಯರ್', 'ಇಂಜಿನಿಯರ್', 'ಅಭಿಯಂತ',
  'ಪ್ರಾಧ್ಯಾಪಕ', 'ವಕೀಲ', 'ನ್ಯಾಯವಾದಿ', 'ಸಲಹೆಗಾರ', 'ಅಧಿಕಾರಿ', 'ಪ್ರಾಂಶುಪಾಲ', 'ಶಿಕ್ಷಕ', 'ವೈದ್ಯ', 'ಲೆಕ್ಕಪರಿಶೋಧಕ',
  'ಪಾಲುದಾರ', 'ಖಜಾಂಚಿ',
  // Tamil
  'இயக்குநர்', 'இயக்குனர்', 'மேலாளர்', 'மேலாண்', 'தலைவர்', 'செயலாளர்', 'நிறுவனர்', 'உரிமையாளர்', 'பொறியாளர்',
  'பேராசிரியர்', 'வழக்கறிஞர்', 'ஆலோசகர்', 'அலுவலர்', 'அதிகாரி', 'முதல்வர்', 'ஆசிரியர்', 'மருத்துவர்', 'பொருளாளர்',
  'பட்டய கணக்காளர்',
  // Telugu
  'డైరెక్టర్', 'నిర్దేశకుడు', 'మేనేజర్', 'నిర్వాహకుడు', 'అధ్యక్షుడు', 'కార్యదర్శి', 'వ్యవస్థాపకుడు', 'యజమాని',
  'ఇంజనీర్', 'ఇంజినీర్', 'ప్రొఫెసర్', 'ఆచార్యులు', 'న్యాయవాది', 'సలహాదారు', 'అధికారి', 'ప్రిన్సిపాల్', 'ఉపాధ్యాయుడు',
  'వైద్యుడు', 'కోశాధికారి',
  // Malayalam
  'ഡയറക്ടർ', 'മാനേജർ', 'പ്രസിഡന്റ്', 'സെക്രട്ടറി', 'സ്ഥാപകൻ', 'ഉടമ', 'എഞ്ചിനീയർ', 'എൻജിനീയർ', 'പ്രൊഫസർ',
  'അഭിഭാഷകൻ', 'അഭിഭാഷക', 'വക്കീൽ', 'കൺസൾട്ടന്റ്', 'ഓഫീസർ', 'പ്രിൻസിപ്പൽ', 'അധ്യാപകൻ', 'അധ്യാപിക', 'ഡോക്ടർ',
] as const;

/** Degrees and memberships printed under a name ('MBBS, MD', 'B.E., MBA', 'FCA'). */
export const QUALIFICATIONS = [
  'mbbs', 'md', 'm.d.', 'm.d', 'ms', 'm.s.', 'bds', 'mds', 'dnb', 'frcs', 'mrcp', 'dm', 'mch', 'm.ch', 'bams',
  'bhms', 'bums', 'dgo', 'dch', 'fcps', 'ph.d', 'ph.d.', 'phd', 'b.e', 'b.e.', 'be', 'b.tech', 'btech', 'm.tech',
  'mtech', 'm.e', 'm.e.', 'mba', 'pgdm', 'b.sc', 'm.sc', 'bsc', 'msc', 'b.com', 'm.com', 'bcom', 'mcom', 'b.a',
  'b.a.', 'm.a', 'm.a.', 'ba', 'ma', 'llb', 'll.b', 'll.b.', 'llm', 'll.m', 'll.m.', 'b.l', 'b.l.', 'ba llb',
  'fca', 'aca', 'acs', 'fcs', 'icwa', 'cma', 'cfa', 'disa', 'b.arch', 'm.arch', 'b.pharm', 'm.pharm', 'bpt', 'mpt',
  'b.ed', 'm.ed', 'mca', 'bca', 'm.phil', 'mphil', 'net', 'slet',
] as const;

/** Words of an address line: streets, buildings, areas ('4th Cross', 'Outer Ring Road', 'ನಗರ'). */
export const ADDRESS_WORDS = [
  'road', 'rd', 'rd.', 'street', 'st.', 'nagar', 'layout', 'cross', 'main', 'main road', 'floor', 'building',
  'bldg', 'bldg.', 'block', 'sector', 'phase', 'plot', 'complex', 'tower', 'towers', 'apartment', 'apartments',
  'apts', 'lane', 'marg', 'chowk', 'colony', 'extension', 'extn', 'stage', 'near', 'opp', 'opp.', 'opposite',
  'behind', 'bazaar', 'bazar', 'market', 'circle', 'avenue', 'industrial area', 'industrial estate', 'estate',
  'post', 'p.o.', 'taluk', 'tq', 'district', 'dist', 'dist.', 'village', 'highway', 'nh', 'cantonment', 'vihar',
  'enclave', 'residency', 'suite', 'wing',
  'no.', '#', 'door no', 'h.no', 'flat', 'house', 'lines', 'park', 'tech park', 'it park', 'salai', 'veedhi',
  'beach road', 'mg road', 'ring road', 'hills', 'pin', 'pincode', 'pin code', 'square', 'boulevard', 'blvd',
  'next to', 'beside', 'adjacent to', 'above', 'land mark', 'landmark', 'bus stop', 'post office', 'ward', 'ward no',
  'd.no', 'd. no', 'h. no', 'high road', 'taluka', 'tehsil',
  'मार्ग', 'नगर', 'रोड', 'सड़क', 'कॉलोनी', 'गली', 'चौक', 'मोहल्ला', 'भवन', 'मंजिल', 'सेक्टर', 'विहार', 'बाजार',
  'ज़िला', 'जिला', 'पिन',
  'ರಸ್ತೆ', 'ನಗರ', 'ಬಡಾವಣೆ', 'ಅಡ್ಡರಸ್ತೆ', 'ಮುಖ್ಯರಸ್ತೆ', 'ಹಂತ', 'ಮಹಡಿ', 'ಕಟ್ಟಡ', 'ವೃತ್ತ', 'ಜಿಲ್ಲೆ', 'ತಾಲ್ಲೂಕು',
  'ಅಂಚೆ', 'ಗ್ರಾಮ', 'ನಂ.',
  'சாலை', 'நகர்', 'தெரு', 'வீதி', 'மாடி', 'கட்டிடம்', 'மாவட்டம்', 'அஞ்சல்', 'கிராமம்', 'எண்',
  'రోడ్డు', 'రోడ్', 'నగర్', 'వీధి', 'కాలనీ', 'అంతస్తు', 'భవనం', 'జిల్లా', 'గ్రామం',
  'റോഡ്', 'നഗർ', 'തെരുവ്', 'നില', 'കെട്ടിടം', 'ജില്ല', 'പോസ്റ്റ്', 'ഗ്രാമം',
] as const;

/** Cities and towns printed at the end of an address (old and new spellings, and in script). */
export const CITIES = [
  'bengaluru', 'bangalore', 'mysuru', 'mysore', 'mangaluru', 'mangalore', 'hubballi', 'hubli', 'dharwad', 'belagavi',
  'belgaum', 'kalaburagi', 'gulbarga', 'davangere', 'davanagere', 'shivamogga', 'shimoga', 'tumakuru', 'tumkur',
  'udupi', 'hassan', 'mandya', 'chennai', 'madras', 'coimbatore', 'madurai', 'tiruchirappalli', 'trichy', 'salem',
  'tirunelveli', 'vellore', 'erode', 'hyderabad', 'secunderabad', 'vijayawada', 'visakhapatnam', 'vizag', 'tirupati',
  'warangal', 'guntur', 'kochi', 'cochin', 'ernakulam', 'thiruvananthapuram', 'trivandrum', 'kozhikode', 'calicut',
  'thrissur', 'kollam', 'kannur', 'mumbai', 'bombay', 'navi mumbai', 'thane', 'pune', 'nagpur', 'nashik', 'aurangabad',
  'delhi', 'new delhi', 'noida', 'gurugram', 'gurgaon', 'faridabad', 'ghaziabad', 'jaipur', 'jodhpur', 'udaipur',
  'kota', 'ajmer', 'lucknow', 'kanpur', 'varanasi', 'agra', 'prayagraj', 'allahabad', 'meerut', 'patna', 'kolkata',
  'calcutta', 'bhubaneswar', 'cuttack', 'ahmedabad', 'surat', 'vadodara', 'baroda', 'rajkot', 'gandhinagar',
  'bhopal', 'indore', 'gwalior', 'jabalpur', 'chandigarh', 'mohali', 'ludhiana', 'amritsar', 'jalandhar', 'dehradun',
  'shimla', 'guwahati', 'ranchi', 'jamshedpur', 'raipur', 'panaji', 'goa', 'puducherry', 'pondicherry', 'srinagar',
  'jammu', 'india', 'london', 'new york', 'san francisco', 'singapore', 'dubai', 'abu dhabi', 'united kingdom',
  'united states', 'usa', 'uae', 'australia', 'canada', 'germany',
  'बेंगलुरु', 'बेंगलूरु', 'बंगलौर', 'दिल्ली', 'नई दिल्ली', 'मुंबई', 'पुणे', 'जयपुर', 'जोधपुर', 'उदयपुर', 'लखनऊ',
  'कानपुर', 'वाराणसी', 'आगरा', 'प्रयागराज', 'पटना', 'कोलकाता', 'भोपाल', 'इंदौर', 'अहमदाबाद', 'चंडीगढ़', 'नागपुर',
  'हैदराबाद', 'चेन्नई', 'भारत',
  'ಬೆಂಗಳೂರು', 'ಮೈಸೂರು', 'ಮಂಗಳೂರು', 'ಹುಬ್ಬಳ್ಳಿ', 'ಧಾರವಾಡ', 'ಬೆಳಗಾವಿ', 'ಕಲಬುರಗಿ', 'ದಾವಣಗೆರೆ', 'ಶಿವಮೊಗ್ಗ',
  'ತುಮಕೂರು', 'ಉಡುಪಿ', 'ಹಾಸನ', 'ಮಂಡ್ಯ',
  'சென்னை', 'கோயம்புத்தூர்', 'கோவை', 'மதுரை', 'திருச்சி', 'சேலம்', 'திருநெல்வேலி', 'வேலூர்', 'ஈரோடு',
  'హైదరాబాద్', 'సికింద్రాబాద్', 'విజయవాడ', 'విశాఖపట్నం', 'తిరుపతి', 'వరంగల్', 'గుంటూరు',
  'കൊച്ചി', 'എറണാകുളം', 'തിരുവനന്തപുരം', 'കോഴിക്കോട്', 'തൃശ്ശൂർ', 'കൊല്ലം', 'കണ്ണൂർ',
] as const;

/**
 * Countries other than India, and cities abroad that stand for one, as an address ends with
 * them. A card that names one is from abroad: its numbers printed without a country code are
 * not Indian.
 */
export const COUNTRIES_ABROAD = [
  'pakistan', 'bangladesh', 'sri lanka', 'nepal', 'bhutan', 'maldives', 'myanmar', 'united arab emirates', 'u.a.e.',
  'uae', 'dubai', 'abu dhabi', 'sharjah', 'saudi arabia', 'ksa', 'qatar', 'doha', 'oman', 'muscat', 'kuwait',
  'bahrain', 'singapore', 'malaysia', 'kuala lumpur', 'hong kong', 'china', 'japan', 'thailand', 'indonesia',
  'usa', 'u.s.a.', 'united states', 'canada', 'united kingdom', 'england', 'london', 'australia', 'new zealand',
  'germany', 'france', 'netherlands', 'switzerland', 'south africa', 'kenya', 'nigeria',
] as const;

/** Words that open a landmark ('Near Canara Bank', 'Next to City Hospital'): the line is an address. */
export const LANDMARK_WORDS = ['near', 'nr', 'nr.', 'opp', 'opp.', 'opposite', 'beside', 'next to', 'behind', 'adjacent to', 'above', 'below', 'land mark', 'landmark'] as const;

/** Endings a shop writes glued to its name ('Agristore', 'Foodmart', 'Infotech'). */
export const GLUED_COMPANY_ENDINGS = ['store', 'stores', 'mart', 'tech', 'soft', 'works', 'wala', 'walas'] as const;

/** Titles before a name on a card; kept as part of the name. */
export const NAME_TITLES = [
  'dr.', 'dr', 'mr.', 'mr', 'mrs.', 'mrs', 'ms.', 'ms', 'miss', 'shri', 'shree', 'sri', 'sree', 'smt.', 'smt',
  'kum.', 'prof.', 'prof', 'adv.', 'adv', 'er.', 'er', 'ca', 'cs', 'capt.', 'col.', 'maj.', 'lt.', 'justice', 'thiru',
  'thirumathi', 'selvi', 'sh.', 'md.', 'mohd.', 'mohd',
  'श्री', 'श्रीमती', 'श्रीमान', 'डॉ.', 'डॉ', 'डा.', 'सुश्री', 'कु.', 'प्रो.', 'एड.',
  'ಶ್ರೀ', 'ಶ್ರೀಮತಿ', 'ಶ್ರೀಯುತ', 'ಡಾ.', 'ಡಾ', 'ಕು.', 'ಪ್ರೊ.',
  'திரு', 'திரு.', 'திருமதி', 'திருமதி.', 'செல்வி', 'டாக்டர்', 'டாக்டர்.', 'முனைவர்', 'ஸ்ரீ',
  'శ్రీ', 'శ్రీమతి', 'శ్రీయుత', 'డా.', 'డా', 'ప్రొ.',
  'ശ്രീ', 'ശ്രീമതി', 'ശ്രീമാൻ', 'ഡോ.', 'ഡോ', 'പ്രൊ.',
] as const;

/** How a phone number is labelled, so the mobile can be told from the office line and the fax. */
export const PHONE_LABELS = {
  mobile: [
    'm', 'mob', 'mob.', 'mobile', 'cell', 'cellphone', 'handphone', 'whatsapp', 'wa', 'm.', 'mobile no', 'mob no', 'cell no',
    'मो', 'मो.', 'मोबाइल', 'मोबाईल', 'चलभाष', 'ಮೊಬೈಲ್', 'ಮೊ', 'ಮೊ.', 'கைபேசி', 'அலைபேசி', 'செல்', 'மொபைல்',
    'సెల్', 'మొబైల్', 'చరవాణి', 'മൊബൈൽ',
  ],
  phone: [
    't', 'tel', 'tel.', 'telephone', 'ph', 'ph.', 'phone', 'phones', 'o', 'off', 'off.', 'office', 'r', 'res',
    'res.', 'residence', 'landline', 'direct', 'board', 'contact', 'call', 'helpline', 'phone no', 'contact no',
    'emergency no', 'emergency contact',
    'फोन', 'फ़ोन', 'दूरभाष', 'कार्यालय', 'ಫೋನ್', 'ದೂರವಾಣಿ', 'ದೂ', 'தொலைபேசி', 'போன்', 'ఫోన్', 'ఫోను', 'ഫോൺ', 'ഫോ',
  ],
  fax: ['f', 'fax', 'fax.', 'telefax', 'फैक्स', 'ಫ್ಯಾಕ್ಸ್', 'ஃபேக்ஸ்', 'ఫ్యాక్స్', 'ഫാക്സ്'],
} as const;

/** Labels of numbers worth keeping in the notes: tax, registration and identity numbers. */
export const ID_LABELS = [
  'gstin', 'gst no', 'gst', 'gstin no', 'pan', 'pan no', 'cin', 'reg. no', 'reg no', 'regd. no', 'regn. no',
  'registration no', 'registration number', 'kmc reg', 'mci reg', 'emp id', 'emp. id', 'emp no', 'emp code',
  'employee id', 'employee no', 'employee code', 'staff id', 'id no', 'id no.', 'id', 'licence no', 'license no',
  'dl no', 'aadhaar', 'aadhar', 'enrl. no', 'enrol. no', 'enrolment no', 'enrollment no', 'membership no',
  'mem. no', 'm. no', 'roll no', 'blood group', 'valid till', 'valid upto', 'valid up to', 'dob', 'd.o.b',
  'date of birth', 'iec', 'fssai', 'udyam', 'msme', 'date of issue', 'date of expiry', 'expiry', 'adm no',
  'adm. no', 'admission no', 'enrollment id', 'student id', 'agent code', 'agency code', 'code no',
  'पंजीकरण सं', 'पंजीयन सं', 'आधार', 'कर्मचारी सं', 'ರಿಜಿಸ್ಟ್ರೇಷನ್', 'ನೋಂದಣಿ ಸಂ', 'ಆಧಾರ್', 'பதிவு எண்', 'ஆதார்',
  'నమోదు సం', 'ఆధార్', 'രജിസ്ട്രേഷൻ', 'ആധാർ',
] as const;

/**
 * Labels a blank ID card template prints with nothing after them: never a value on their own.
 * The phone labels among them stay phone labels when a number follows.
 */
export const TEMPLATE_LABELS = [
  'mobile no', 'mobile no.', 'phone no', 'phone no.', 'contact no', 'contact no.', 'emergency no', 'emergency contact',
  'authorised signatory', 'authorized signatory', 'signature', 'sign', 'holder', "holder's signature",
] as const;

/** Labels of the email and website lines ('E-mail:', 'Web:'), dropped before the address is read. */
export const EMAIL_LABELS = ['e-mail', 'email', 'e', 'mail', 'ईमेल', 'ई-मेल', 'ಇಮೇಲ್', 'ಇ-ಮೇಲ್', 'மின்னஞ்சல்', 'ఈమెయిల్', 'ഇമെയിൽ'] as const;
export const WEB_LABELS = ['web', 'website', 'w', 'url', 'वेबसाइट', 'ವೆಬ್‌ಸೈಟ್', 'ವೆಬ್ಸೈಟ್', 'இணையதளம்', 'వెబ్‌సైట్', 'വെബ്സൈറ്റ്'] as const;

/** Departments ('Department of Cardiology', 'ಕನ್ನಡ ವಿಭಾಗ'): kept in the notes. */
export const DEPARTMENT_WORDS = [
  'department', 'dept', 'dept.', 'division', 'faculty', 'विभाग', 'ವಿಭಾಗ', 'துறை', 'విభాగం', 'విభాగము', 'വിഭാഗം',
] as const;

/** Labels ID cards print before a field ('Name:', 'Designation:', 'ಹೆಸರು:'). */
export const FIELD_LABELS = {
  name: ['name', 'full name', 'नाम', 'ಹೆಸರು', 'பெயர்', 'పేరు', 'പേര്'],
  position: ['designation', 'desig', 'desig.', 'position', 'title', 'role', 'पद', 'पदनाम', 'ಹುದ್ದೆ', 'ಪದನಾಮ', 'பதவி', 'హోదా', 'పదవి', 'പദവി'],
  company: ['company', 'organisation', 'organization', 'employer', 'institution', 'संस्था', 'ಸಂಸ್ಥೆ', 'நிறுவனம்', 'సంస్థ', 'സ്ഥാപനം'],
  department: ['department', 'dept', 'dept.', 'division', 'विभाग', 'ವಿಭಾಗ', 'துறை', 'విభాగం', 'വിഭാഗം'],
  address: [
    'address', 'addr', 'office address', 'regd. office', 'registered office', 'head office', 'office', 'residence',
    'पता', 'ವಿಳಾಸ', 'முகவரி', 'చిరునామా', 'വിലാസം',
  ],
} as const;

/**
 * Like `wordsPattern` (Latin words whole and case-insensitive, Indic words as stems unless
 * `wholeIndic`), but with the word-boundary checks written once per group of words rather than
 * once per word. The regex is the same in what it finds, and V8 compiles it in a few
 * milliseconds instead of a few hundred: these lists are long and every card reads them all.
 */
export function keywordPattern(words: readonly string[], options: { wholeIndic?: boolean; flags?: string } = {}): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
  const sorted = [...new Set(words.map((w) => w.normalize('NFC')))].sort((a, b) => b.length - a.length);
  const latin = (w: string) => /^[\x00-\x7F]+$/.test(w);
  const endsInLetter = (w: string) => /[\p{L}\p{M}]$/u.test(w);
  const group = (list: string[], before: string, after: string) =>
    list.length ? [`${before}(?:${list.map(escape).join('|')})${after}`] : [];
  const indicWhole = (w: string) => Boolean(options.wholeIndic) && endsInLetter(w);
  const alternatives = [
    ...group(sorted.filter((w) => latin(w) && !endsInLetter(w)), '(?<![A-Za-z])', ''),
    ...group(sorted.filter((w) => latin(w) && endsInLetter(w)), '(?<![A-Za-z])', '(?![\\p{L}\\p{M}])'),
    ...group(sorted.filter((w) => !latin(w) && indicWhole(w)), '(?<![\\p{L}\\p{M}])', '(?![\\p{L}\\p{M}])'),
    ...group(sorted.filter((w) => !latin(w) && !indicWhole(w)), '(?<![\\p{L}\\p{M}])', ''),
  ];
  return new RegExp(`(?:${alternatives.join('|')})`, `iu${options.flags ?? ''}`);
}
