#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (the newest installed version) and creates the test role and database.
# Idempotent: safe on a reused machine where the cluster runs and the role or database exist (the server
# suite migrates the database and makes its own data). Needs root (su postgres).
# Logs go to stderr; stdout is one line, the DATABASE_URL to use:
#   export DATABASE_URL=$(scripts/ci-postgres.sh)
set -euo pipefail
exec 3>&1 1>&2

PG_ROLE=${PG_ROLE:-orchim}
PG_PASSWORD=${PG_PASSWORD:-orchim}
PG_DATABASE=${PG_DATABASE:-orchim_test}

bin_dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$bin_dir" || ! -x "$bin_dir/postgres" ]]; then
  echo "ci-postgres: no PostgreSQL server; install it with: apt-get install -y postgresql" >&2
  exit 1
fi
version=$(basename "$(dirname "$bin_dir")")

cluster() { pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"'; }
if [[ -z "$(cluster)" ]]; then
  echo "ci-postgres: creating cluster $version/main"
  pg_createcluster "$version" main 3>&-
fi
if [[ "$(cluster | awk '{ print $4 }')" != online* ]]; then
  echo "ci-postgres: starting cluster $version/main"
  # 3>&-: the server it forks must not hold the caller's $(...) pipe open, or the caller waits forever.
  pg_ctlcluster "$version" main start 3>&-
else
  echo "ci-postgres: cluster $version/main is already running"
fi
port=$(cluster | awk '{ print $3 }')
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port"

su postgres -c "psql -X -q -v ON_ERROR_STOP=1 -p $port -d postgres" <<SQL
do \$\$ begin
  if not exists (select from pg_roles where rolname = '$PG_ROLE') then
    create role $PG_ROLE;
  end if;
end \$\$;
alter role $PG_ROLE login superuser password '$PG_PASSWORD';
select format('create database %I owner %I', '$PG_DATABASE', '$PG_ROLE')
  where not exists (select from pg_database where datname = '$PG_DATABASE') \\gexec
SQL
echo "ci-postgres: PostgreSQL $version on port $port, role $PG_ROLE, database $PG_DATABASE"

echo "postgres://$PG_ROLE:$PG_PASSWORD@127.0.0.1:$port/$PG_DATABASE" >&3
