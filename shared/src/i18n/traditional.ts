// Simplified → Traditional Chinese, character by character, for the demo content the provider
// holds in simplified Chinese only (zh-Hant's fallback before English). In @app/shared (its own
// entry, @app/shared/i18n/traditional, not in the singleton) because the server converts with it and
// the journeys check the pages against it. The table covers the
// characters of the seeded texts (built from the apps' own zh-Hans / zh-Hant locale pairs plus the
// rest by hand); a character not in it is the same in both scripts. Phrases whose Traditional
// form is not one character per character (恢复 → 恢復) come first.
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['恢复', '恢復'],
  ['回复', '回覆'],
  ['复盘', '復盤'],
  ['复牌', '復牌'],
  ['答复', '答覆'],
  ['干预', '干預'],
  ['若干', '若干'],
  ['信息', '資訊'],
  ['软件', '軟體'],
  ['视频', '影片'],
];

const PAIRS =
  '万萬与與丑醜专專业業东東两兩个個丰豐临臨为為么麼乐樂买買于於亏虧云雲亚亞产產亿億仅僅从從仓倉仪儀们們价價众眾优優会會伟偉传傳体體余餘债債储儲兑兌兰蘭关關兴興内內册冊写寫军軍农農冲衝决決况況冻凍准準减減几幾凭憑凶兇击擊划劃则則创創删刪别別办辦务務动動励勵劳勞势勢区區医醫华華协協单單卖賣占佔厂廠历歷参參双雙发發变變号號后後吗嗎周週响響哔嗶团團围圍国國图圖圆圓场場块塊处處备備复複够夠头頭奖獎奥奧娱娛学學宁寧宝寶实實审審宽寬对對导導寿壽将將尔爾尽盡属屬币幣带帶帮幫并並广廣应應废廢开開异異张張弯彎强強归歸当當录錄征徵径徑态態总總恒恆戏戲户戶托託执執扫掃抛拋抢搶护護报報担擔择擇挂掛捞撈损損换換据據摇搖敛斂数數断斷无無时時昵暱显顯暂暫术術机機权權杆桿杠槓条條来來标標栏欄样樣档檔检檢椭橢横橫欢歡气氣汇匯汤湯没沒沪滬泸瀘洁潔测測济濟润潤涨漲游遊点點炼煉烛燭烟煙热熱爱愛状狀独獨玛瑪现現琼瓊电電疗療监監盖蓋盘盤着著睐睞矿礦码碼础礎确確礼禮种種积積称稱税稅稳穩笔筆筛篩签籤简簡篮籃类類粮糧紧緊红紅约約级級纪紀纳納纽紐线線练練组組细細绍紹经經绑綁结結给給络絡绝絕统統绩績绪緒续續维維综綜绿綠编編缤繽缩縮缴繳网網罗羅联聯胀脹胜勝腊臘腾騰节節苹蘋范範荐薦荡盪药藥获獲营營萨薩蜡蠟补補装裝见見观觀规規视視览覽觉覺触觸计計订訂认認让讓训訓议議讯訊记記许許论論设設证證试試话話该該详詳语語误誤说說请請读讀调調谢謝谨謹贝貝负負财財责責败敗账帳货貨质質购購贴貼贵貴贷貸贸貿费費资資赖賴赛賽趋趨跃躍跻躋踪蹤车車转轉软軟轴軸载載较較辉輝辑輯输輸边邊达達过過迈邁运運还還这這进進远遠违違连連选選逊遜递遞遗遺邮郵采採释釋里裡钟鐘钱錢铁鐵银銀链鏈销銷锋鋒错錯键鍵镇鎮长長门門闭閉问問间間闻聞阅閱阶階际際陆陸险險随隨静靜韦韋页頁项項须須预預领領颈頸题題颜顏额額风風飞飛饮飲饰飾馈饋马馬驱驅驳駁驶駛驾駕验驗鲁魯鸿鴻鹏鵬麦麥黄黃龙龍';

const TABLE = new Map<string, string>();
for (let i = 0; i < PAIRS.length; i += 2) TABLE.set(PAIRS[i], PAIRS[i + 1]);

/** The text in Traditional characters. */
export function toTraditional(text: string): string {
  let out = text;
  for (const [from, to] of PHRASES) out = out.split(from).join(to);
  let result = '';
  for (const ch of out) result += TABLE.get(ch) ?? ch;
  return result;
}

/** Characters that read as simplified Chinese: converted by the table and not also common Traditional forms. */
export function simplifiedOnlyCharacters(): string {
  const shared = new Set('后于余周采范里几冲准征复历钟云丑占凶卷');
  return [...TABLE.keys()].filter((ch) => !shared.has(ch)).join('');
}
