const autocannon = require('autocannon');
autocannon(JSON.parse(process.argv[2]), (err, r) => { process.send({ total: r.requests.total, p99: r.latency.p99 }); process.exit(0); });
