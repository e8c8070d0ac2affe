// Runs before `npm install` and `npm ci`, on whatever Node and npm the machine has. It is plain
// CommonJS so that a Node too old for the project still reads it and says what to install.
// npm 7 or later is needed for the workspaces and the lockfile; the install then brings
// Node.js 22 (the `node` devDependency) for every script the project runs.
var agent = process.env.npm_config_user_agent || '';
var match = /npm\/(\d+)/.exec(agent);
var npmMajor = match ? Number(match[1]) : 0;
var nodeMajor = Number(process.versions.node.split('.')[0]);
if ((match && npmMajor < 7) || nodeMajor < 16) {
  console.error(
    'Attar House needs npm 7 or later on Node.js 16 or later to install; this is ' +
      (match ? 'npm ' + match[1] + ' on ' : '') +
      'Node.js ' +
      process.versions.node +
      '.\n' +
      'Install Node.js 22 LTS (it comes with npm 10), for example with `nvm install` in this folder, ' +
      'then run `npm install` again.',
  );
  process.exit(1);
}
