/**
 * The shipped rules before they had keys (every build whose SHIPPED_RULES_VERSION was '1'): the keys that
 * version shipped, and each key's content fingerprints (shipped-rules.ts ruleFingerprint) as any build
 * of it seeded them or migration 024 rewrote them. A database seeded then has no keys on its rows; its
 * first upgrade (rules-store.ts applyShippedRules) finds the rows still as shipped by these and takes
 * them for the shipped rules they are. Frozen: later versions' rules carry their keys and fingerprints.
 */
export const VERSION_1_KEYS: readonly string[] = [
  'sberbank.900.credit',
  'sberbank.online.credit',
  'sberbank.900.debit',
  'sberbank.code',
  'sberbank.offer',
  'tinkoff.credit',
  'tinkoff.debit',
  'tinkoff.code',
  'alfabank.credit',
  'alfabank.debit',
  'alfabank.code',
  'vtb.credit',
  'vtb.debit',
  'vtb.code',
  'ozon.credit',
  'ozon.debit',
  'ozon.code',
  'kaspi.credit',
  'kaspi.debit',
  'kaspi.code',
  'halyk.credit',
  'halyk.debit',
  'halyk.code',
  'hdfc.credit',
  'hdfc.debit',
  'hdfc.code',
  'sbi.credit',
  'sbi.debit',
  'sbi.code',
  'monobank.credit',
  'monobank.debit',
  'monobank.code',
  'privatbank.credit',
  'privatbank.debit',
  'privatbank.code',
  'ziraat.credit',
  'ziraat.debit',
  'ziraat.code',
];

export const VERSION_1_FINGERPRINTS: Readonly<Record<string, readonly string[]>> = {
  'sberbank.900.credit': [
    '472c4157349af8a00715842bc00d0ed862be73fe25d2e5f1d9cb00842ac0f10f',
    'afe1f5e07a33f7ccb16c7a16445010c5a5b2a6a9d0f91f32d113f73afdba7d9a',
    'f9a6281b81e38fae8a2b544eeb7f4d5054ef37ed7cbf63baeae9db46d64fd67f',
  ],
  'sberbank.online.credit': ['d75b8d4434ee8846299609677bb78c87a3d5e44cf465bf26489a6c17e5b340e3'],
  'sberbank.900.debit': [
    'ac27be92a26937da2e808b5f8ed4c584814a4272037b33829605364f417948b9',
    '7adffde5525c73dfe8242196fb51294b0ff4107b0cd079cbf07d224b5d2bbc5b',
    '35bbd434b0ff0eaa041d8af826018307cb9ed6e93d9b239807312f63d5979151',
  ],
  'sberbank.code': [
    '64c7ab92d91da73c01b861a5e71703750bbd70f8ed9fd409c385a53fd24b4989',
    '47f31320ab88bc957a70a5871d593fb5574fb9ba1288177f3b28b2e7cd6ca297',
  ],
  'sberbank.offer': ['040fe077646ee047e889d0141bf17d8fe1af6b5f1472a84dfd0287f9f1b6fbe3'],
  'tinkoff.credit': [
    'd12ddd2c007fdc19b6feec1b54a7b7153f0f76641fb9820ad5c7138f458b89a4',
    '72f9e25d2c95d37b6d79a1fb1eb92611465c3ea220a2ebb19e90360a6a8d12db',
  ],
  'tinkoff.debit': [
    '7debc60abde71e2d8e7f1412515858a5178a4d57f3cd73192f92856c3863c28d',
    'd872052a33f4cfb726b6be6f77a8379b87d257e08c3613af94bc51e1506ea0f8',
  ],
  'tinkoff.code': [
    'e5cebd6216112f495475f734cc1ee1f5230be398044715ec4334cf8991f21501',
    '5325213a009bf96073364947863826fcff5a4dc60697b5e551733a239313c65b',
  ],
  'alfabank.credit': ['0647a182913aa80960ff4c350c8325d3bac9fb69e6b20904c05bbb9b3c4474df'],
  'alfabank.debit': [
    '712624a8859d12369000514bf455e0967c279ec43710c750ea07651a26874601',
    '829b30ae734caad906b6e8f8ed969b38cf2260ab6842460b9365554e5c2f088f',
  ],
  'alfabank.code': [
    'faef30980919d84e46d19a20b04ca5a97f3812ca119213fe4a7abed568be1285',
    '032266196e15306f26c1a5bea569ef2a7d50e020f2673955ac2d5ab376ecc398',
  ],
  'vtb.credit': [
    '376b567b569da38125eec2712ada4b41274d274d2398a2836c6de22bf1415496',
    '6af0a52ae1f13fec7c279d01bb2f205c1968a86eee386a3a68562bb43f5a1a5f',
  ],
  'vtb.debit': [
    'b7b459c1489ade28dbc27234972de65d8432d09c0c58aae3b1ea241b2788dd62',
    '324a9475ba14cbc7142ad3df7c60f7889c8bcfd4402fe2d019b0eb8be5916bb5',
  ],
  'vtb.code': [
    'd4452c83dd5d6970eaaf2dba1e103a65b4f16b92f6ea6d5c5babf06371b91eeb',
    '78024c56c58406fa5bb1f9d77e3489ad592c0601fef0c49fb87452f29ed1c6d0',
  ],
  'ozon.credit': [
    '483d9a8329b3c44c7a3539c2e7fa49ba2da040bffbadf559cc5a6f9d4cf560c3',
    '394e5a6af679975e54bd248b4877ec54c9f7ee62b8a4adfe6758fa455cfb476d',
  ],
  'ozon.debit': [
    'bbb818f0798d298c60b2b50fc580513ca9395edbc11d15de03a6511e2a7cec94',
    'cbee88ccf519c8db78cd54ab404e1546123b3eca3a6b7ac1f1278413506b2841',
  ],
  'ozon.code': [
    '2985a3168d89c28ec75f9bdfeead93bb3846b50c6d1a2dfb007adb1c421bfac6',
    'a4c28c21b99d9d6412459595516aa7348d3c8fe607d855f9d30f266a40c2e23e',
  ],
  'kaspi.credit': [
    '4cfd9687cbec40b8563bf46689cb4c82cb8fbc63f17e794b850afa7ab6f3982b',
    'd9fd280e7fe61e6d065a334f2003e9a3d50949716f78312176da9026d2f19ff3',
  ],
  'kaspi.debit': [
    '294eda7c904029354b5d17935232eba4f1a0402a347593a576b024164ae266c4',
    '82763c441b625e412af1685cebc9fdcd38b0b5bec1a53239e407eb701c217ffc',
  ],
  'kaspi.code': [
    '04593bfdfa4de18846c2e9425c7e0d21ae7b55e52d9579592a232eba59af69ff',
    'b465255b687ec965325c10be8dab27f31203413de3362451d9ab6d07de12d124',
  ],
  'halyk.credit': [
    'aa6e5ae9d40b8c64a2936db98b9844756e89d8fba7bcccf53911396239d4a617',
    'b19133f825856c1413db1e116b90a362840f2385b566e9924f3435e11e04cba7',
  ],
  'halyk.debit': [
    'e7d7e33187b2e762377b81b5928edd42459da4f2688044a80f77f8977f33f5e0',
    'b3e45e6db2cd283e3b4b90b463820bf7db6c6159d0602a18bd5010f1e100e00a',
  ],
  'halyk.code': [
    'bfb53945fd693c45208464bcd7a2b8d5481ae9627da02cbaae26234d277a847c',
    '186b3f5913b1e549b91efe2176a52351e1e31f6c75f60b06da9d4c9fa17703a6',
  ],
  'hdfc.credit': ['abe0742c7e4799dc20a9f03559b8ac1c326a93c539b826b3765025518a9bd123'],
  'hdfc.debit': ['012541de198684155990953b547fd154daa3d73df5849fc1478d36793a993c39'],
  'hdfc.code': [
    '4d046b14e8b7d7a63978b3469298b218fc46c46be3b60012ce53b20ff509b928',
    '42fa408826515428bbc8e35d2d2917c64e0800a620642248e4b4b3868ccac36c',
  ],
  'sbi.credit': ['943dbb236a442b2a598d3c8c3d35ed759f0a6ea6eb7abba76f0658be7a52a507'],
  'sbi.debit': ['284047f71e2d5a4d91173cedadd016aa6e93ad4ac3664fb4a1129c55975b8ce0'],
  'sbi.code': [
    '057d99768ab0c3238a0b127d4e724e066329a6ed7941dc63b7c24795cc21d644',
    'ade54859aa8cc5a57738297eace19bcfa54eac6c7f7a54b32ecdc59cc70a9818',
  ],
  'monobank.credit': [
    '09c73ac675ea11eaaa7bd7951f9b94e520a042247a77a219bf66a23fea3b2d00',
    '4f6a5cb6e73f9d70736fccf372df9ba1d54e00d27c973f71844d2ca8136e4d01',
  ],
  'monobank.debit': [
    '86ee981f2508d22692903154a3c5742be2f13208e0c66e68a6e6c7b1055bc18d',
    '405d34d50d1ae0f4ebe310e9841e2e4fb977bf37bc8e1ab36f6d8c1d22f124b7',
  ],
  'monobank.code': [
    '6a8faf6c7466ff4493bede91362c3dcc24f18214bac11623f580465b9fe1f551',
    '93e29f3b1f05b2f1ffed1c0b95a68fe9a9df228ba3abfe62edb143f2e3c5897a',
  ],
  'privatbank.credit': [
    '8e1793345070c98c37145823214d25f0e6b0c946993d932c0eb5feb8b4b5bf3d',
    '2bf13bfe2ae842ad27c69e68bc3bd72c27590be87256f87a90b21ccff2724136',
  ],
  'privatbank.debit': [
    '6f043b9427bea8be6fb45a88d60805815f8b3abe49fde2e173f038a3819c438b',
    '82ebed96a6057e66dfab530f2ee9bc2420a831f21863aaed2bcbc57929d84f99',
  ],
  'privatbank.code': [
    '3b4dbd58a6f1cbedc2d1dfb63f10eaa2ea86d5da398d27c7d0b33505bad27b7f',
    '5b55b8569e29979f3e9ff28c19b0ecd0e677d2e7e5b366085f0efad4f3ed29f3',
  ],
  'ziraat.credit': ['38636dc864985e950c1f3b9ddfd1b785e7b9d4691b2ad92ae3633b14e7883767'],
  'ziraat.debit': ['59dd964ead7b0bfb74d1983cd639cc2b9b98099ed448a03b8339156485c75815'],
  'ziraat.code': ['19c71895a25bd410cd1620dd4f94983da2b12edb1e76b97ecc94f725891cbfe9'],
  'sberbank.900.credit-from': ['2fd49e2af58676069db2cc61954984ef78ad840395a8282359bc3b90765d322b'],
};
