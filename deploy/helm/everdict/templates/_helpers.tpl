{{/* The release's name for its objects, at most 63 characters. */}}
{{- define "everdict.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "everdict.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "everdict.selectorLabels" -}}
app.kubernetes.io/name: {{ include "everdict.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "everdict.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{ include "everdict.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "everdict.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "everdict.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* The image: a digest when given, else the tag (appVersion by default); never latest. */}}
{{- define "everdict.image" -}}
{{- $tag := default .Chart.AppVersion .Values.image.tag -}}
{{- if eq $tag "latest" -}}
{{- fail "image.tag: latest is refused; name a version or a digest" -}}
{{- end -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository $tag -}}
{{- end -}}
{{- end -}}

{{/* Whether the chart makes a Secret of its own (a URL or key given inline). */}}
{{- define "everdict.ownSecret" -}}
{{- if or (and .Values.externalDatabase.url (not .Values.externalDatabase.existingSecret)) (and .Values.externalRedis.url (not .Values.externalRedis.existingSecret)) (and .Values.secretKey.value (not .Values.secretKey.existingSecret)) -}}
true
{{- end -}}
{{- end -}}

{{/* The environment every container of the chart shares: the database, Redis and the secret key, each from a Secret. */}}
{{- define "everdict.secretEnv" -}}
{{- $own := include "everdict.fullname" . -}}
{{- if not (or .Values.externalDatabase.url .Values.externalDatabase.existingSecret) -}}
{{- fail "externalDatabase: set url or existingSecret (Everdict's replicas share one PostgreSQL)" -}}
{{- end -}}
- name: EVERDICT_DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ default $own .Values.externalDatabase.existingSecret }}
      key: {{ ternary .Values.externalDatabase.existingSecretKey "database-url" (ne .Values.externalDatabase.existingSecret "") }}
{{- if or .Values.externalRedis.url .Values.externalRedis.existingSecret }}
- name: EVERDICT_REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ default $own .Values.externalRedis.existingSecret }}
      key: {{ ternary .Values.externalRedis.existingSecretKey "redis-url" (ne .Values.externalRedis.existingSecret "") }}
{{- end }}
{{- end -}}

{{- define "everdict.secretKeyEnv" -}}
{{- if not (or .Values.secretKey.value .Values.secretKey.existingSecret) -}}
{{- fail "secretKey: set existingSecret (or value): every replica must share one EVERDICT_SECRET_KEY" -}}
{{- end -}}
- name: EVERDICT_SECRET_KEY
  valueFrom:
    secretKeyRef:
      name: {{ default (include "everdict.fullname" .) .Values.secretKey.existingSecret }}
      key: {{ ternary .Values.secretKey.existingSecretKey "secret-key" (ne .Values.secretKey.existingSecret "") }}
{{- end -}}

{{- define "everdict.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 65532
runAsGroup: 65532
fsGroup: 65532
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "everdict.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 65532
runAsGroup: 65532
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop: ["ALL"]
seccompProfile:
  type: RuntimeDefault
{{- end -}}
